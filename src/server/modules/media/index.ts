// The media module's public surface.
export {
  MediaService,
  mediaUrl,
  UNATTACHED_UPLOAD_TTL_MS,
  type UploadFolder,
} from './media.service.ts';
export { mediaRoutes } from './media.routes.ts';
export { STORED_IMAGE_TYPE } from './image-processing.ts';
