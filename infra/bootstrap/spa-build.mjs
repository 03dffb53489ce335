// Builds the SPA when its sources are newer than the last build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, step } from './shell.mjs';

const SOURCES = [
  'frontend/src',
  'frontend/index.html',
  'frontend/vite.config.ts',
  'frontend/public',
  'frontend/package.json',
  'packages/contracts/src',
  'packages/document-model/src',
];

/** pnpm: the bootstrap's pinned pnpm (absolute path); env: the environment that puts it first on PATH. */
export function ensureSpaBuilt(root, pnpm, env) {
  const built = join(root, 'frontend/dist/index.html');
  if (existsSync(built) && newestMtime(SOURCES.map((s) => join(root, s))) <= statSync(built).mtimeMs) return;
  step('building the web application');
  run(pnpm, ['--filter', '@ea/frontend', 'build'], { cwd: root, env });
}

function newestMtime(paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestMtime(readdirSync(path).map((e) => join(path, e))));
  }
  return newest;
}
