#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` on PORT 3000 (DATA_DIR ./.data unless set) and the Vite
// dev server on 5173, which proxies /api and /runtime to 3000 (apps/web/vite.config.ts).
// Open http://localhost:5173. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [];

function run(name, cmd, args, opts) {
  const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiPort = process.env.PORT ?? '3000';
run('server', 'npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
run('web', 'npx', ['vite', '--port', '5173', '--strictPort'], { cwd: new URL('../apps/web/', import.meta.url).pathname });
console.log(`[dev] API on http://127.0.0.1:${apiPort}, app on http://localhost:5173`);
