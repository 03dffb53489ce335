import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules/.bin/biome');
const BOUNDARIES = join(ROOT, 'infra/lint/service-boundaries.ts');

let tree: string;

/** Writes a file of the temporary tree, creating its folders. */
async function put(path: string, text: string): Promise<void> {
  await mkdir(dirname(join(tree, path)), { recursive: true });
  await writeFile(join(tree, path), text);
}

const packageJson = (name: string, dependencies: Record<string, string> = {}) => JSON.stringify({ name, dependencies });

/** Runs a lint step in the temporary tree; answers its exit code and output. */
async function lint(command: string, args: string[], cwd = tree): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const biome = () => lint(BIOME, ['lint', 'services']);
// Run from the workspace, where tsx is installed, on the temporary tree.
const boundaries = () => lint(process.execPath, ['--import', 'tsx', BOUNDARIES, '--root', tree], ROOT);

beforeAll(async () => {
  // A copy of the workspace's shape: its Biome configuration, a service list and two services.
  tree = await mkdtemp(join(tmpdir(), 'lint-boundaries-'));
  await copyFile(join(ROOT, 'biome.json'), join(tree, 'biome.json'));
  await put('services/registry/package.json', packageJson('@ea/services', { '@ea/alpha': 'workspace:*', '@ea/beta': 'workspace:*' }));
  await put('services/registry/src/services.ts', "export { alpha } from '@ea/alpha';\nexport { beta } from '@ea/beta';\n");
  await put('services/alpha/package.json', packageJson('@ea/alpha'));
  await put('services/beta/package.json', packageJson('@ea/beta'));
  await put('services/gateway/package.json', packageJson('@ea/gateway', { '@ea/services': 'workspace:*' }));
  await put('services/gateway/src/main.ts', "export { alpha, beta } from '@ea/services';\n");
  await put('services/alpha/src/a.ts', 'export const a = (): number => 1;\n');
  await put('services/beta/src/b.ts', 'export const b = (): number => 2;\n');
});

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

describe('pnpm lint', () => {
  it('runs Biome (import cycles among its rules) and the service-boundary check', async () => {
    const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { scripts: { lint: string } };
    expect(manifest.scripts.lint).toBe('biome check . && node --import tsx infra/lint/service-boundaries.ts');
  });

  it('fails on an import cycle, and passes once it is broken', async () => {
    expect((await biome()).code).toBe(0);
    await put('services/alpha/src/a.ts', "import { c } from './c.ts';\nexport const a = (): number => c() + 1;\n");
    await put('services/alpha/src/c.ts', "import { a } from './a.ts';\nexport const c = (): number => (a ? 1 : 0);\n");
    const cycle = await biome();
    expect(cycle.code).not.toBe(0);
    expect(cycle.output).toContain('lint/suspicious/noImportCycles');

    await put('services/alpha/src/c.ts', 'export const c = (): number => 1;\n');
    expect((await biome()).code).toBe(0);
  });

  it('fails on a service importing another service, by package or by path, and passes without it', async () => {
    expect((await boundaries()).code).toBe(0);
    await put('services/alpha/src/by-package.ts', "import { b } from '@ea/beta';\nexport const viaPackage = b;\n");
    await put('services/alpha/src/by-path.ts', "import { b } from '../../beta/src/b.ts';\nexport const viaPath = b;\n");
    await put('services/gateway/src/direct.ts', "export { a } from '@ea/alpha/src/a.ts';\n");
    const crossing = await boundaries();
    expect(crossing.code).toBe(1);
    expect(crossing.output).toContain('services/alpha/src/by-package.ts:1  @ea/alpha imports another service, @ea/beta');
    expect(crossing.output).toContain('services/alpha/src/by-path.ts:1  @ea/alpha imports another service, @ea/beta');
    expect(crossing.output).toContain('services/gateway/src/direct.ts:1  @ea/gateway imports the service @ea/alpha');
    expect(crossing.output).toContain('3 import(s) across service boundaries');

    await rm(join(tree, 'services/alpha/src/by-package.ts'));
    await rm(join(tree, 'services/alpha/src/by-path.ts'));
    await rm(join(tree, 'services/gateway/src/direct.ts'));
    expect(await boundaries()).toMatchObject({ code: 0, output: expect.stringContaining('no service imports another') });
  });
});
