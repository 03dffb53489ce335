import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** Everything the product printed so far. */
  output(): string;
  /** SIGTERM, as a user's Ctrl-C; resolves with the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Reuse a data directory (to restart the same product); a fresh one by default. */
  dataDir?: string;
  /** Extra environment; DATABASE_URL/REDIS_URL are removed unless given here; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** The checkout to start (a copy of this one, say); this checkout by default. */
  root?: string;
  timeoutMs?: number;
}

/**
 * Starts the product exactly as the README's run command does (`npm start` runs the same
 * bootstrap), on a free port with its own data directory, and waits for its ready line.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ea-product-'));
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'JWT_PUBLIC_KEY', 'JWT_PRIVATE_KEY', 'TEST_DATABASE_URL']) delete env[name];
  Object.assign(env, options.env);
  const child = spawn(process.execPath, ['infra/bootstrap/cli.mjs', 'start'], {
    cwd: options.root ?? ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  await waitForReady(child, () => output, options.timeoutMs ?? 120_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    stop: () => stop(child),
  };
}

function waitForReady(child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`product not ready within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      if (output().includes('is ready at http://')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolvePromise();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`product exited with ${code} before it was ready:\n${output()}`));
    });
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolvePromise(code);
    });
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
