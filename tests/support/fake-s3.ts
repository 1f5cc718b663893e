import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3-compatible bucket over HTTP (PUT, GET, DELETE of path-style objects) whose writes
 * and deletions can be made to fail, to test how the app meets a read-only or broken store.
 */
export interface FakeS3 {
  env: Record<string, string>;
  objects: Map<string, Buffer>;
  /** Status to answer PUT with instead of storing (e.g. 403 for a read-only bucket). */
  failPut: number | null;
  failDelete: number | null;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const state = {
    objects: new Map<string, Buffer>(),
    failPut: null as number | null,
    failDelete: null as number | null,
  };
  const server = http.createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '/').replace(/^\/bucket\//, '').split('?')[0]!);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        if (state.failPut) return void response.writeHead(state.failPut).end();
        state.objects.set(key, Buffer.concat(chunks));
        return void response.writeHead(200).end();
      }
      if (request.method === 'DELETE') {
        if (state.failDelete) return void response.writeHead(state.failDelete).end();
        state.objects.delete(key);
        return void response.writeHead(204).end();
      }
      const found = state.objects.get(key);
      if (!found) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(found);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'bucket',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    get objects() {
      return state.objects;
    },
    get failPut() {
      return state.failPut;
    },
    set failPut(value) {
      state.failPut = value;
    },
    get failDelete() {
      return state.failDelete;
    },
    set failDelete(value) {
      state.failDelete = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
