import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

// The SPA lives in src/web; the server serves dist/web in production.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
