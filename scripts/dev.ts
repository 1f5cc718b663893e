// `npm run dev`: the API server with --watch, and Vite's dev server (proxying /api to it).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch-path=src', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
