// `npm start`: build whatever is missing or older than the sources, then run the production server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCES = ['app', 'lib', 'embed', 'server', 'package.json', 'vite.config.ts', 'vite.embed.config.ts', 'tailwind.config.ts'];
const OUTPUTS = ['dist/app/index.html', 'dist/embed/dream-analyzer.js', 'dist/server/main.js', 'dist/server/interpreter-worker.js', 'dist/server/runtime-tuning.js'];

function newestSource() {
  let newest = 0;
  const visit = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p)) visit(path.join(p, e));
    else if (!/\.(test|spec)\.tsx?$/.test(p)) newest = Math.max(newest, st.mtimeMs);
  };
  for (const s of SOURCES) if (fs.existsSync(s)) visit(s);
  return newest;
}

function needsBuild() {
  if (OUTPUTS.some((o) => !fs.existsSync(o))) return true;
  const built = Math.min(...OUTPUTS.map((o) => fs.statSync(o).mtimeMs));
  return newestSource() > built;
}

if (needsBuild()) {
  console.log('Building the app, widget and server (first start or sources changed)…');
  const result = spawnSync(process.execPath, ['scripts/build.mjs', 'app', 'embed', 'server'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The server runs in a process of its own, started with the runtime settings that keep it small
// (server/runtime-tuning.ts); this one only passes signals on and ends with the server's exit code.
const { tunedEnv, tunedExecArgv } = await import(pathToFileURL(path.resolve('dist/server/runtime-tuning.js')).href);
const server = spawn(process.execPath, [...tunedExecArgv([]), path.resolve('dist/server/main.js')], { stdio: 'inherit', env: { ...process.env, ...tunedEnv() } });
process.on('SIGTERM', () => server.kill('SIGTERM'));
// Ctrl+C in a terminal reaches the server itself (one process group); passing it on would count twice.
process.on('SIGINT', () => {
  if (!process.stdin.isTTY) server.kill('SIGINT');
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
