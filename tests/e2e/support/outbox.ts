import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Waits for a mail to `to` in the server's outbox folder and returns the first link in it to
 * `page` (the reset page unless told).
 */
export async function waitForOutboxLink(
  dataDir: string,
  to: string,
  timeoutMs = 15_000,
  page = '/reset-password',
): Promise<string> {
  const linkPattern = new RegExp(`(https?:\\/\\/\\S+${page}\\?token=[A-Za-z0-9_%-]+)`);
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      // the folder appears with the first mail
    }
    for (const file of files) {
      // Undo quoted-printable soft breaks and =3D before reading the link.
      const raw = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(`To: ${to}`)) continue;
      const link = linkPattern.exec(raw)?.[1];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link to ${to} in ${outbox}`);
}
