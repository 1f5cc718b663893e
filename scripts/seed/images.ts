// A few real, small images in the upload store, so seeded posts with media point at files the
// app can serve (WebP with a thumbnail, as the media service stores them).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_THUMB_SIZE, UPLOAD_FOLDERS } from '../../src/shared/constants.ts';

export const SEED_IMAGE_SIZE = { width: 800, height: 600 } as const;

export interface SeedImage {
  ownerNumber: number;
  path: string;
  thumbPath: string;
  sizeBytes: number;
}

const COLOURS: Array<[number, number, number]> = [
  [30, 90, 160],
  [200, 120, 40],
  [60, 140, 80],
  [150, 50, 110],
  [220, 190, 60],
  [40, 40, 60],
];

/** Storage paths of the n-th seed image (owned by member n), relative to the uploads root. */
export function seedImagePaths(ownerNumber: number): { path: string; thumbPath: string } {
  const stem = `${UPLOAD_FOLDERS[0]}/seed-u-${ownerNumber}/seed_${ownerNumber}`;
  return { path: `${stem}.webp`, thumbPath: `${stem}_thumb.webp` };
}

/** Writes `count` images owned by members 1..count; with no uploads root, only their sizes. */
export async function writeSeedImages(
  uploadsRoot: string | null,
  count: number,
): Promise<SeedImage[]> {
  const images: SeedImage[] = [];
  for (let n = 1; n <= count; n += 1) {
    const [r, g, b] = COLOURS[(n - 1) % COLOURS.length]!;
    const base = sharp({
      create: { ...SEED_IMAGE_SIZE, channels: 3, background: { r, g, b } },
    }).composite([
      {
        input: Buffer.from(
          `<svg width="${SEED_IMAGE_SIZE.width}" height="${SEED_IMAGE_SIZE.height}"><circle cx="${160 + n * 40}" cy="300" r="120" fill="white" fill-opacity="0.5"/></svg>`,
        ),
      },
    ]);
    const bytes = await base.webp({ quality: 70 }).toBuffer();
    const thumb = await sharp(bytes)
      .resize(IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE, { fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer();
    const paths = seedImagePaths(n);
    if (uploadsRoot) {
      await mkdir(path.dirname(path.join(uploadsRoot, paths.path)), { recursive: true });
      await writeFile(path.join(uploadsRoot, paths.path), bytes);
      await writeFile(path.join(uploadsRoot, paths.thumbPath), thumb);
    }
    images.push({ ownerNumber: n, ...paths, sizeBytes: bytes.byteLength });
  }
  return images;
}
