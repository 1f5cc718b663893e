// A minimal POSIX ustar writer and reader for backup archives (regular files only), so that an
// archive opens with any `tar` and no dependency is added. Entries stream: an archive may hold
// gigabytes of uploads, and neither side keeps more than one file's bytes in memory.
import type { Writable } from 'node:stream';

const BLOCK = 512;
/** ustar's size field: 11 octal digits. */
const MAX_SIZE = 8 ** 11 - 1;

function writeString(header: Buffer, value: string, offset: number, length: number): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  writeString(header, value.toString(8).padStart(length - 1, '0'), offset, length - 1);
}

/** Splits a long name into ustar's prefix (155 bytes) and name (100 bytes) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`tar: the name "${name}" is too long`);
}

export function tarHeader(name: string, size: number, mtime: Date, mode = 0o600): Buffer {
  if (size > MAX_SIZE) throw new Error(`tar: ${name} is larger than 8 GiB`);
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  writeString(header, base, 0, 100);
  writeOctal(header, mode, 100, 8);
  writeOctal(header, 0, 108, 8); // uid
  writeOctal(header, 0, 116, 8); // gid
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.fill(' ', 148, 156); // the checksum counts its own field as spaces
  header.write('0', 156); // a regular file
  writeString(header, 'ustar', 257, 6);
  writeString(header, '00', 263, 2);
  writeString(header, prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeString(header, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) resolve();
    else {
      const onError = (error: Error) => reject(error);
      out.once('error', onError);
      out.once('drain', () => {
        out.off('error', onError);
        resolve();
      });
    }
  });
}

/** Appends entries to `out` (usually a gzip stream into a file); end() writes the trailer. */
export class TarWriter {
  readonly #out: Writable;

  constructor(out: Writable) {
    this.#out = out;
  }

  async add(name: string, bytes: Uint8Array, mtime = new Date()): Promise<void> {
    const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await write(this.#out, tarHeader(name, body.length, mtime));
    await write(this.#out, body);
    await write(this.#out, padding(body.length));
  }

  /** Two empty blocks end a tar archive; the stream is ended and flushed. */
  async end(): Promise<void> {
    await write(this.#out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.#out.once('error', reject);
      this.#out.end(resolve);
    });
  }
}

export interface TarEntry {
  name: string;
  size: number;
  bytes: Buffer;
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(header: Buffer): { name: string; size: number; type: string } | null {
  if (header.every((byte) => byte === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  const stored = parseInt(readString(header, 148, 8).trim(), 8);
  if (stored !== sum) throw new Error('tar: a header is damaged (bad checksum)');
  const base = readString(header, 0, 100);
  const prefix = readString(header, 345, 155);
  const size = parseInt(readString(header, 124, 12).trim() || '0', 8);
  return {
    name: prefix ? `${prefix}/${base}` : base,
    size,
    type: readString(header, 156, 1) || '0',
  };
}

/** Bytes received and not yet consumed; each byte is copied once, however large an entry. */
class ByteQueue {
  #chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.length += chunk.length;
  }

  /** The next n bytes (the caller checked that length >= n). */
  take(n: number): Buffer {
    const parts: Buffer[] = [];
    let needed = n;
    while (needed > 0) {
      const head = this.#chunks[0]!;
      if (head.length <= needed) {
        parts.push(head);
        this.#chunks.shift();
        needed -= head.length;
      } else {
        parts.push(head.subarray(0, needed));
        this.#chunks[0] = head.subarray(needed);
        needed = 0;
      }
    }
    this.length -= n;
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts, n);
  }
}

/** The regular-file entries of a tar stream, in order, each with its bytes. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const queue = new ByteQueue();
  let current: { name: string; size: number; type: string } | null = null;
  let ended = false;
  for await (const chunk of input) {
    if (ended) continue; // gzip may pad the end with zeros beyond the two empty blocks
    queue.push(chunk);
    for (;;) {
      if (!current) {
        if (queue.length < BLOCK) break;
        current = parseHeader(queue.take(BLOCK));
        if (!current) {
          ended = true;
          break;
        }
      }
      const span = current.size + padding(current.size).length;
      if (queue.length < span) break;
      const bytes = queue.take(span).subarray(0, current.size);
      if (current.type === '0') yield { name: current.name, size: current.size, bytes };
      current = null;
    }
  }
  if (current) throw new Error(`tar: the archive ends inside ${current.name} (truncated)`);
  if (!ended) throw new Error('tar: the archive has no end marker (truncated)');
}
