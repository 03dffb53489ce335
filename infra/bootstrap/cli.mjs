// Entry of every root script: makes the machine ready (pnpm, packages, OS packages, Redis,
// Postgres for tests, token keys, the SPA build), then runs the product, its tests or benchmarks.
// Usage: node infra/bootstrap/cli.mjs <start|dev|test|bench|migrate|build> [args…]
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTokenKeys } from './keys.mjs';
import { chromePath, ensureCommands, ensureDependencies, usePinnedPnpm } from './prerequisites.mjs';
import { startPrivatePostgres } from './private-postgres.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { canConnect, fail, startChild, step, stopChildren } from './shell.mjs';
import { ensureSpaBuilt } from './spa-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const [command = 'start', ...args] = process.argv.slice(2);
const env = { ...process.env };
const dataDir = resolve(root, env.DATA_DIR ?? '.data');
env.DATA_DIR = dataDir;

const tsx = ['--import', 'tsx'];

/** The pinned pnpm (its absolute path: see usePinnedPnpm) with the workspace's packages installed. */
function preparePackages() {
  const pnpm = usePinnedPnpm(root, env);
  ensureDependencies(root, dataDir, pnpm, env);
  return pnpm;
}

/** The one-machine product: embedded defaults for whatever the environment does not give. */
async function prepareProduct() {
  const pnpm = preparePackages();
  ensureCommands([
    ...(env.REDIS_URL ? [] : ['redis-server']),
    ...(env.CHROME_PATH ? [] : ['chromium']),
    'liberation-fonts',
    'pdftoppm',
    'qpdf',
  ]);
  env.CHROME_PATH ??= chromePath();
  env.REDIS_URL ??= await startPrivateRedis(dataDir);
  if (!env.JWT_PUBLIC_KEY) Object.assign(env, ensureTokenKeys(dataDir));
  if (!env.DATABASE_URL) step(`using the embedded database in ${join(dataDir, 'pglite')}`);
  return pnpm;
}

/** Tests and benchmarks use real servers: the machine's, or private ones started here. */
async function prepareTestServers() {
  const pnpm = preparePackages();
  const local5432 = await canConnect('127.0.0.1', 5432);
  const local6379 = await canConnect('127.0.0.1', 6379);
  const needs = [];
  if (!env.TEST_DATABASE_URL && !env.DATABASE_URL && !local5432) needs.push('initdb');
  if (!env.REDIS_URL && !local6379) needs.push('redis-server');
  if (!env.CHROME_PATH) needs.push('chromium');
  // Proof pages are drawn by poppler (the rendering tests read PDFs back with it too), a chunked
  // PDF is merged by qpdf; the Inline XBRL tests take the system libxml2's xmllint as a second
  // opinion on their schema validation.
  needs.push('liberation-fonts', 'pdftoppm', 'qpdf', 'xmllint');
  ensureCommands(needs);
  env.CHROME_PATH ??= chromePath();
  env.TEST_DATABASE_URL ??=
    env.DATABASE_URL ?? (local5432 ? 'postgres://postgres@127.0.0.1:5432/postgres' : await startPrivatePostgres(dataDir));
  env.REDIS_URL ??= local6379 ? 'redis://127.0.0.1:6379' : await startPrivateRedis(dataDir, { persistent: false });
  // The product started by the browser tests must pick its own embedded defaults.
  delete env.DATABASE_URL;
  return pnpm;
}

/** Runs a command to its end and resolves with its exit code. */
async function runStep(cmd, cmdArgs, options = {}) {
  const child = startChild(cmd, cmdArgs, { cwd: root, env, ...options });
  return new Promise((r) => child.on('exit', (c, signal) => r(c ?? (signal ? 1 : 0))));
}

/** One vitest run with its JSON summary read back: { code, counts: { passed, failed, skipped } | null }. */
async function runVitest(pnpm, name, projectArgs) {
  mkdirSync(dataDir, { recursive: true });
  const summary = join(dataDir, `vitest-${name}.json`);
  rmSync(summary, { force: true });
  const code = await runStep(pnpm, [
    'exec',
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${summary}`,
  ]);
  if (!existsSync(summary)) return { code: code || 1, counts: null };
  const report = JSON.parse(readFileSync(summary, 'utf8'));
  const counts = { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
  return { code, counts };
}

async function exitAfterCleanup(code) {
  await stopChildren();
  process.exit(code);
}

async function runToExit(cmd, cmdArgs, options = {}) {
  await exitAfterCleanup(await runStep(cmd, cmdArgs, options));
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopChildren();
    process.exit(130);
  });
}

switch (command) {
  case 'start': {
    const pnpm = await prepareProduct();
    ensureSpaBuilt(root, pnpm, env);
    await runToExit('node', [...tsx, 'services/gateway/src/main.ts']);
    break;
  }
  case 'dev': {
    const pnpm = await prepareProduct();
    startChild(pnpm, ['--filter', '@ea/frontend', 'dev'], { cwd: root, env });
    await runToExit('node', ['--import', 'tsx', '--watch', 'services/gateway/src/main.ts'], {
      env: { ...env, STATIC_DIR: join(root, 'frontend/dist') },
    });
    break;
  }
  case 'build': {
    const pnpm = preparePackages();
    await runToExit(pnpm, ['--filter', '@ea/frontend', 'build']);
    break;
  }
  case 'migrate':
    preparePackages();
    await runToExit('node', [...tsx, 'services/gateway/src/migrate-cli.ts']);
    break;
  case 'test': {
    const pnpm = await prepareTestServers();
    ensureSpaBuilt(root, pnpm, env);
    if (args.length > 0) await runToExit(pnpm, ['exec', 'vitest', 'run', ...args]);
    {
      // Browser tests each start the whole product: run them after the rest, not competing with
      // it for the machine's cores.
      for (const [cmd, ...rest] of [
        [pnpm, 'lint'],
        [pnpm, 'typecheck'],
      ]) {
        if ((await runStep(cmd, rest)) !== 0) await exitAfterCleanup(1);
      }
      const first = await runVitest(pnpm, 'units-and-integration', ['--project', 'server', '--project', 'frontend']);
      const second = first.code === 0 ? await runVitest(pnpm, 'browser', ['--project', 'e2e']) : { code: 1, counts: null };
      const counts = [first.counts, second.counts].filter(Boolean);
      const sum = (key) => counts.reduce((n, c) => n + c[key], 0);
      console.log(`\n${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
      await exitAfterCleanup(first.code || second.code);
    }
    break;
  }
  case 'bench': {
    const pnpm = await prepareTestServers();
    ensureSpaBuilt(root, pnpm, env);
    await runToExit('node', [...tsx, 'tests/bench/run-all.ts', ...args]);
    break;
  }
  default:
    fail(`unknown command "${command}": use start, dev, test, bench, migrate or build`);
}
