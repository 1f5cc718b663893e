import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkAreas } from './scripts/web-chunks.ts';

const apiPort = Number(process.env.PORT ?? 3000);
const OUT_DIR = 'dist/web';
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Writes .br and .gz beside each text asset; the server sends them as-is (no per-request work). */
function precompress(): Plugin {
  // The folder actually built into (`vite build --outDir dist/web-<name>` overrides OUT_DIR).
  let outDir = OUT_DIR;
  return {
    name: 'lorien-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true })) {
        const file = path.join(outDir, String(name));
        if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
        const content = readFileSync(file);
        if (content.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The favicon inline in index.html, as a data URL: a browser fetched it beside the first page's
 * scripts, one more request on a slow phone's six connections (issue 27). public/favicon.svg
 * stays the one copy (the manifest names it too).
 */
function inlineFavicon(): Plugin {
  return {
    name: 'lorien-inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(path.join(import.meta.dirname, 'public', 'favicon.svg'), 'utf8');
      const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
      return html.replace(
        '<link rel="icon" href="/favicon.svg"',
        `<link rel="icon" href="${dataUrl}"`,
      );
    },
  };
}

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  plugins: [react(), inlineFavicon(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The route table's preload hints (src/server/http/spa-shell.ts) read which files a route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files: scripts/web-chunks.ts says why and how.
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 2 },
            {
              debugName: 'areas',
              name: chunkAreas(import.meta.dirname),
              priority: 1,
              // Each module goes where its own users put it (the name function decides).
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
