#!/usr/bin/env node
// `npm run dev`: the API server (tsx watch, port 3000) and the Vite dev server (port 5173, proxying /v1, /files,
// /docs and /healthz to the API). Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', '-w', '@dasibom/server', 'dev'], { stdio: 'inherit' }),
  spawn('npm', ['run', '-w', '@dasibom/web', 'dev'], { stdio: 'inherit' }),
];
let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
