import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const frontendDir = fileURLToPath(new URL('../../../../frontend', import.meta.url));

export interface BuiltSpa {
  dir: string;
  remove(): Promise<void>;
}

/** Builds the SPA into a private directory, so a test never reads or overwrites frontend/dist. */
export async function buildSpa(): Promise<BuiltSpa> {
  const dir = await mkdtemp(join(tmpdir(), 'ea-spa-'));
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: frontendDir,
    // The test runner sets NODE_ENV=test, which would give a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 120_000,
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
