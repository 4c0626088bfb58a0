// `npm run dev`: the record server (restarting on change) and Vite's dev server side by side.
// Vite proxies /api to the record server (apps/web/vite.config.ts).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@rumbo/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@rumbo/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
