// `npm start`: build whatever is missing or older than the sources, then run the production server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'lib', 'embed', 'server', 'package.json', 'vite.config.ts', 'vite.embed.config.ts', 'tailwind.config.ts'];
const OUTPUTS = ['dist/app/index.html', 'dist/embed/dream-analyzer.js', 'dist/server/main.js', 'dist/server/interpreter-worker.js'];

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
await import(path.resolve('dist/server/main.js'));
