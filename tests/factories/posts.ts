import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../../src/server/app.ts';
import { SOCIAL_API, type PostView, type UploadResponse } from '../../src/shared/api/social.ts';
import { authedHeaders } from './members.ts';

/** A small real image in the given format (optionally with camera and GPS EXIF). */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  options: { width?: number; height?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const base = sharp({
    create: {
      width: options.width ?? 120,
      height: options.height ?? 80,
      channels: 3,
      background: '#6a5acd',
    },
  });
  const encoded = format === 'jpeg' ? base.jpeg() : format === 'png' ? base.png() : base.webp();
  if (!options.gps) return encoded.toBuffer();
  return encoded
    .withExif({
      IFD0: { Make: 'LorienTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 0/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '29/1 0/1 0/1',
      },
    })
    .toBuffer();
}

/** A multipart body as a browser's FormData would send it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export async function postUpload(
  app: App,
  cookie: string,
  file: { name: string; type: string; bytes: Uint8Array },
  folder = 'posts',
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody({ folder }, file);
  return app.inject({
    method: 'POST',
    url: SOCIAL_API.uploads,
    headers: { ...authedHeaders(cookie), 'content-type': contentType },
    payload,
  });
}

export async function uploadImage(
  app: App,
  cookie: string,
  bytes?: Uint8Array,
): Promise<UploadResponse> {
  const res = await postUpload(app, cookie, {
    name: 'photo.jpg',
    type: 'image/jpeg',
    bytes: bytes ?? (await makeImage()),
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createPost(
  app: App,
  cookie: string,
  body: { content?: string; mediaPath?: string | null; mediaAlt?: string | null },
): Promise<PostView> {
  const res = await app.inject({
    method: 'POST',
    url: SOCIAL_API.posts,
    headers: authedHeaders(cookie),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json().post;
}
