import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { archiveName, formatChecksums, parseChecksums } from './manifest.ts';
import { readTar, TarWriter } from './tar.ts';

async function archive(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const [name, bytes] of entries) await tar.add(name, bytes, new Date('2026-11-27T00:00:00Z'));
  await tar.end();
  return Buffer.concat(chunks);
}

/** Feeds the reader in small uneven pieces, as a gunzip stream would. */
async function* pieces(bytes: Buffer, size = 333) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function entriesOf(bytes: Buffer) {
  const found: Array<[string, string]> = [];
  for await (const entry of readTar(pieces(bytes)))
    found.push([entry.name, entry.bytes.toString()]);
  return found;
}

describe('backup tar', () => {
  const longName = `uploads/posts/${'m'.repeat(40)}/${'f'.repeat(90)}.webp`;
  const entries: Array<[string, Buffer]> = [
    ['manifest.json', Buffer.from('{"a":1}\n')],
    ['empty', Buffer.alloc(0)],
    [longName, Buffer.from('x'.repeat(1500))],
  ];

  it('reads back what it wrote, long names and empty files included', async () => {
    const bytes = await archive(entries);
    expect(bytes.length % 512).toBe(0);
    expect(await entriesOf(bytes)).toEqual(entries.map(([name, body]) => [name, body.toString()]));
  });

  it('writes an archive that tar itself lists and extracts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lorien-tar-'));
    try {
      const file = path.join(dir, 'a.tar');
      writeFileSync(file, await archive(entries));
      const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
      expect(listed).toEqual(entries.map(([name]) => name));
      execFileSync('tar', ['-xf', file, '-C', dir]);
      expect(readFileSync(path.join(dir, longName), 'utf8')).toBe('x'.repeat(1500));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a truncated archive and a damaged header', async () => {
    const bytes = await archive(entries);
    await expect(entriesOf(bytes.subarray(0, 1024 + 100))).rejects.toThrow(/truncated/);
    await expect(entriesOf(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(/truncated/);
    const damaged = Buffer.from(bytes);
    damaged[10] = 0x41;
    await expect(entriesOf(damaged)).rejects.toThrow(/bad checksum/);
  });

  it('refuses a name that ustar cannot hold', async () => {
    await expect(archive([['x'.repeat(101), Buffer.alloc(1)]])).rejects.toThrow(/too long/);
  });
});

describe('backup manifest helpers', () => {
  it('writes and reads sha256sum lines', () => {
    const sums = new Map([['uploads/a b.png', 'a'.repeat(64)]]);
    expect(formatChecksums(sums)).toBe(`${'a'.repeat(64)}  uploads/a b.png\n`);
    expect(parseChecksums(formatChecksums(sums))).toEqual(sums);
    expect(() => parseChecksums('nonsense\n')).toThrow(/SHA256SUMS/);
  });

  it('names archives so that they sort by time', () => {
    expect(archiveName(new Date('2026-11-27T01:02:03.456Z'))).toBe(
      'lorien-20261127T010203Z.tar.gz',
    );
  });
});
