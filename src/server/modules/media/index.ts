// The media module's public surface.
export {
  MediaService,
  mediaUrl,
  mediaUrlOrNull,
  UNATTACHED_UPLOAD_TTL_MS,
  type UploadFolder,
} from './media.service.ts';
export { mediaRoutes, readUpload } from './media.routes.ts';
export { STORED_IMAGE_TYPE, type ProfileImageKind } from './image-processing.ts';
