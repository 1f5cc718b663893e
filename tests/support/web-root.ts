import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The page every fake build serves unless a test gives its own. */
export const FAKE_INDEX_HTML =
  '<!doctype html><head><title>Lorien</title></head><div id="root"></div>';

/**
 * A built web app on disk for the server to serve (`createTestApp({ webRoot })`): its index.html,
 * the build manifest when given (`.vite/manifest.json`, what the SPA shell reads) and any other
 * files by their path under the root. `dispose` removes it.
 */
export function fakeWebRoot(
  options: {
    indexHtml?: string;
    manifest?: Record<string, unknown>;
    files?: Record<string, string>;
  } = {},
): { root: string; dispose: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'lorien-web-'));
  const files: Record<string, string> = {
    'index.html': options.indexHtml ?? FAKE_INDEX_HTML,
    ...(options.manifest ? { '.vite/manifest.json': JSON.stringify(options.manifest) } : {}),
    ...options.files,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
