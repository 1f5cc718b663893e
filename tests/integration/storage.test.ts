import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage, s3Storage, type FileStorage } from '../../src/server/lib/storage.ts';

/** A tiny S3-compatible endpoint: path-style objects in memory, SigV4 required. */
function startFakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, Buffer>;
  requests: IncomingMessage[];
}> {
  const objects = new Map<string, Buffer>();
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    const auth = request.headers.authorization ?? '';
    if (
      !auth.startsWith('AWS4-HMAC-SHA256 Credential=test-key/') ||
      !request.headers['x-amz-date']
    ) {
      response.writeHead(403).end();
      return;
    }
    const key = request.url ?? '';
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (object) response.writeHead(200).end(object);
        else response.writeHead(404).end();
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        objects,
        requests,
      }),
    ),
  );
}

function behavesLikeStorage(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('puts, reads and removes a file; a missing file reads as null and removes quietly', async () => {
      const storage = make();
      const bytes = new Uint8Array([1, 2, 3, 4]);
      await storage.put('posts/u1/1_a.webp', bytes, 'image/webp');
      expect(await storage.read('posts/u1/1_a.webp')).toEqual(bytes);
      await storage.remove('posts/u1/1_a.webp');
      expect(await storage.read('posts/u1/1_a.webp')).toBeNull();
      await expect(storage.remove('posts/u1/1_a.webp')).resolves.toBeUndefined();
    });

    it('refuses paths that could escape the storage area', async () => {
      const storage = make();
      for (const bad of ['../x.webp', 'posts/../../x', '/etc/passwd', 'posts/u1/.hidden', 'posts'])
        await expect(storage.read(bad)).rejects.toThrow();
    });
  });
}

describe('file storage adapters', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lorien-storage-'));
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => {
    s3.server.close();
    rmSync(root, { recursive: true, force: true });
  });

  behavesLikeStorage('local disk', () => localDiskStorage(root));
  behavesLikeStorage('S3-compatible bucket', () =>
    s3Storage({
      endpoint: s3.url,
      bucket: 'lorien',
      region: 'eu-central-1',
      accessKeyId: 'test-key',
      secretAccessKey: 'secret',
    }),
  );

  it('signs path-style requests into the bucket', () => {
    expect(
      s3.requests.some(
        (request) => request.url === '/lorien/posts/u1/1_a.webp' && request.method === 'PUT',
      ),
    ).toBe(true);
  });
});
