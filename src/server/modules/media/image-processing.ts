import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  AVATAR_SIZE,
  AVATAR_SMALL_SIZE,
  HEADER_HEIGHT,
  HEADER_SMALL_WIDTH,
  HEADER_WIDTH,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_THUMB_SIZE,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { AppError } from '../../errors.ts';

/** Image formats we accept, recognised by their magic bytes (never by name or declared type). */
const ACCEPTED_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
]);

export const STORED_IMAGE_TYPE = 'image/webp';
export const STORED_IMAGE_EXTENSION = 'webp';

export interface ProcessedImage {
  bytes: Uint8Array;
  thumb: Uint8Array;
  width: number;
  height: number;
  contentType: typeof STORED_IMAGE_TYPE;
}

/** Throws the spec's 'Only image uploads are supported.' unless the bytes are an image we accept. */
export async function assertImageContent(bytes: Uint8Array): Promise<void> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_IMAGE_TYPES.has(detected.mime))
    throw new AppError(400, 'unsupported_file_type', MESSAGES.onlyImagesService, 'file');
}

/**
 * Decodes with a pixel limit (no decompression bombs), applies the EXIF orientation, re-encodes
 * to WebP without any metadata (GPS included), and makes a thumbnail. Animated GIFs stay animated.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  await assertImageContent(bytes);
  const open = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: true });
  try {
    const { data, info } = await open()
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await open()
      .rotate()
      .resize({
        width: IMAGE_THUMB_SIZE,
        height: IMAGE_THUMB_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 76 })
      .toBuffer();
    return {
      bytes: new Uint8Array(data),
      thumb: new Uint8Array(thumb),
      width: info.width,
      height: info.pageHeight ?? info.height,
      contentType: STORED_IMAGE_TYPE,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new AppError(400, 'image_too_many_pixels', MESSAGES.imageTooManyPixels, 'file');
    throw new AppError(400, 'image_unreadable', MESSAGES.imageUnreadable, 'file');
  }
}

export type ProfileImageKind = 'avatar' | 'header';

/** The crop each kind gets: the stored image and its small copy (cards, rows). */
const PROFILE_CROPS = {
  avatar: {
    large: { width: AVATAR_SIZE, height: AVATAR_SIZE },
    small: { width: AVATAR_SMALL_SIZE, height: AVATAR_SMALL_SIZE },
  },
  header: {
    large: { width: HEADER_WIDTH, height: HEADER_HEIGHT },
    small: {
      width: HEADER_SMALL_WIDTH,
      height: (HEADER_SMALL_WIDTH * HEADER_HEIGHT) / HEADER_WIDTH,
    },
  },
} as const;

/**
 * A profile photo (a centred square) or a header image (a centred 3:1 banner): checked by its
 * magic bytes, decoded with the pixel limit, auto-oriented, cropped to cover the frame (a small
 * image is enlarged to fill it) and re-encoded to WebP without metadata. An animated image keeps
 * its first frame only. `thumb` is the small copy.
 */
export async function processProfileImage(
  bytes: Uint8Array,
  kind: ProfileImageKind,
): Promise<ProcessedImage> {
  await assertImageContent(bytes);
  const crop = PROFILE_CROPS[kind];
  const open = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false });
  try {
    const [large, small] = await Promise.all(
      [crop.large, crop.small].map((size) =>
        open()
          .rotate()
          .resize({ ...size, fit: 'cover', position: 'centre' })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
    if (!large || !small) throw new Error('unreachable');
    return {
      bytes: new Uint8Array(large),
      thumb: new Uint8Array(small),
      width: crop.large.width,
      height: crop.large.height,
      contentType: STORED_IMAGE_TYPE,
    };
  } catch (error) {
    throw imageError(error);
  }
}

function imageError(error: unknown): AppError {
  if (error instanceof Error && /pixel limit/i.test(error.message))
    return new AppError(400, 'image_too_many_pixels', MESSAGES.imageTooManyPixels, 'file');
  return new AppError(400, 'image_unreadable', MESSAGES.imageUnreadable, 'file');
}

/** Spec: `{timestamp}_{sanitized name}`. Keeps a readable stem, drops anything path-like. */
export function sanitizeFileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '');
  const safe = stem
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 60)
    .toLowerCase();
  return safe || 'image';
}
