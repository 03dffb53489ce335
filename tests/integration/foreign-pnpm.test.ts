import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startProduct } from '../support/start-product.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'ea-foreign-pnpm-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Newer pnpm majors as a newcomer gets them: `npm i -g pnpm` gives pnpm 12 (a native binary); the
 * standalone installer gives @pnpm/exe (pnpm 11's npm package needs Node 22, its @pnpm/exe does not).
 * Both honour package.json's packageManager pin by fetching @pnpm/exe of that version, which the
 * registry lacks, so any command that lets them run in the checkout fails.
 */
const PNPM_12 = { spec: 'pnpm@12.21.0', version: '12.21.0' };
const PNPM_11 = { spec: '@pnpm/exe@11.28.6', version: '11.28.6' };

/**
 * The environment of a newcomer's shell with the foreign pnpm first on PATH: nothing this test run's
 * own pnpm, vitest and bootstrap put there (their PATH entries, npm_/pnpm_/VITEST variables, servers).
 */
function newcomerEnv(foreignBin: string): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const name of Object.keys(process.env)) {
    if (/^(npm_|pnpm_|vitest)/i.test(name)) env[name] = undefined;
  }
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'CHROME_PATH', 'DATA_DIR', 'JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY']) {
    env[name] = undefined;
  }
  const inherited = (process.env.PATH ?? '').split(delimiter).filter((dir) => !dir.includes('node_modules') && !dir.startsWith(ROOT));
  env.PATH = [foreignBin, ...inherited].join(delimiter);
  return env;
}

/**
 * Installs a pnpm into its own prefix and returns the environment of a newcomer's shell with it first
 * on PATH.
 */
function machineWith({ spec, version }: { spec: string; version: string }): Record<string, string | undefined> {
  const prefix = mkdtempSync(join(scratch, 'pnpm-'));
  execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--loglevel=error', spec], { stdio: 'pipe' });
  const env = newcomerEnv(join(prefix, 'node_modules', '.bin'));
  expect(execFileSync('pnpm', ['--version'], { cwd: scratch, env: { ...process.env, ...env }, encoding: 'utf8' }).trim()).toBe(version);
  return env;
}

/**
 * A fresh clone: the committed tree (no node_modules, no build, no data), with the working tree's
 * bootstrap, the code under test, laid over it. The rest of the working tree may be half-edited.
 */
function freshCheckout(): string {
  const copy = mkdtempSync(join(scratch, 'checkout-'));
  execFileSync('sh', ['-c', 'git archive HEAD | tar -x -C "$0"', copy], { cwd: ROOT, stdio: 'pipe' });
  cpSync(join(ROOT, 'infra/bootstrap'), join(copy, 'infra/bootstrap'), { recursive: true });
  return copy;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolvePromise) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolvePromise({ code, output }));
  });
}

/** `npm test -- <a test that checks which pnpm runs it>` in the checkout; fails the test unless it passes. */
async function expectProbeTestPasses(checkout: string, env: Record<string, string | undefined>) {
  copyFileSync(join(ROOT, 'tests/support/pinned-pnpm-probe.ts'), join(checkout, 'tests/integration/pinned-pnpm-probe.test.ts'));
  const test = await run('npm', ['test', '--', 'tests/integration/pinned-pnpm-probe.test.ts'], checkout, env);
  expect(stripVTControlCharacters(test.output)).toMatch(/Tests\s+1 passed \(1\)/);
  expect(test.code, test.output).toBe(0);
}

// Each case installs a fresh clone's packages (about 5 s from pnpm's store) and builds the SPA; only
// the first also boots the product, whose first start on a new embedded database takes about 15 s.
describe('a machine with another pnpm first on PATH', () => {
  it('pnpm 12: npm start in a fresh clone serves /api/health, and npm test runs a test under the pinned pnpm', {
    timeout: 300_000,
  }, async () => {
    const env = machineWith(PNPM_12);
    const checkout = freshCheckout();
    const product = await startProduct({ root: checkout, dataDir: mkdtempSync(join(scratch, 'data-')), env, timeoutMs: 240_000 });
    try {
      expect((await fetch(`${product.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await product.stop();
    }
    await expectProbeTestPasses(checkout, env);
  });

  it('pnpm 11 (@pnpm/exe): npm test in a fresh clone installs the packages and runs a test under the pinned pnpm', {
    timeout: 300_000,
  }, async () => {
    const env = machineWith(PNPM_11);
    await expectProbeTestPasses(freshCheckout(), env);
  });
});
