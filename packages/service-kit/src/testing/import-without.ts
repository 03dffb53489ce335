import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Fastify and its plugins: what a worker process running a service's jobs must not load. */
export const HTTP_STACK = /^(?:fastify|fastify-plugin|@fastify\/.+)$/;

/**
 * Imports a module (a .ts file) in a fresh Node process that refuses to resolve any package whose
 * name matches `refused`. Answers null when the module's whole import graph loaded without one,
 * or the error naming the first refused package and the module that imported it.
 */
export async function importWithout(file: string, refused: RegExp): Promise<string | null> {
  const script = `await import(${JSON.stringify(pathToFileURL(file).href)});`;
  try {
    await run(
      process.execPath,
      ['--import', 'tsx', '--import', fileURLToPath(new URL('./refuse-modules.mjs', import.meta.url)), '--input-type=module', '-e', script],
      { cwd: repoRoot, env: { ...process.env, REFUSED_MODULES: refused.source } },
    );
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? String(error);
    return /refused module "[^"]+" imported by \S+/.exec(stderr)?.[0] ?? stderr.slice(-2000);
  }
}
