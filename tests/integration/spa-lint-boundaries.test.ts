import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

let copy: string;

/**
 * A copy of the SPA's sources with the repository's lint configuration, so a deliberate break can
 * be linted without touching the working tree (the rules match by path below the config).
 */
beforeEach(async () => {
  copy = await mkdtemp(join(tmpdir(), 'ea-spa-lint-'));
  await mkdir(join(copy, 'frontend'));
  for (const file of ['src', 'tsconfig.json', 'package.json'])
    await cp(join(ROOT, 'frontend', file), join(copy, 'frontend', file), { recursive: true });
  for (const file of ['biome.json', 'tsconfig.base.json']) await cp(join(ROOT, file), join(copy, file));
});

afterEach(async () => {
  await rm(copy, { recursive: true, force: true });
});

/** `pnpm lint`'s linter over the copied SPA: its exit code and what it printed. */
async function lintSpa(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(BIOME, ['lint', '--max-diagnostics=none', 'frontend/src'], { cwd: copy });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function writeSource(path: string, text: string): Promise<void> {
  await mkdir(dirname(join(copy, 'frontend/src', path)), { recursive: true });
  await writeFile(join(copy, 'frontend/src', path), text);
}

describe('SPA boundaries in the lint', () => {
  it('passes the SPA as it is: no import cycle, type-only imports included, and no import across a boundary', async () => {
    const { code, output } = await lintSpa();
    expect(output).not.toContain('noImportCycles');
    expect(output).not.toContain('noRestrictedImports');
    expect(code).toBe(0);
  });

  it('fails on a module importing another module, through @/ or by a relative path', async () => {
    await writeSource(
      'modules/company/pages/logo-page.tsx',
      "export { ChannelLogo } from '@/modules/channel/components/channel-logo.tsx';\n",
    );
    await writeSource('modules/users/components/logo.tsx', "export { ChannelLogo } from '../../channel/components/channel-logo.tsx';\n");
    const { code, output } = await lintSpa();
    expect(code).not.toBe(0);
    expect(output).toContain('An SPA module must not import another module');
    expect(output).toContain('Import from another folder of the SPA through @/');
  });

  it('fails on app/ reaching into a module other than through its routes.ts in the module list', async () => {
    await writeSource('app/layout/channel-logo.ts', "export { ChannelLogo } from '@/modules/channel/components/channel-logo.tsx';\n");
    await appendFile(
      join(copy, 'frontend/src/app/routes/module-routes.ts'),
      "export { default as ChannelListPage } from '@/modules/channel/pages/channel-list-page.tsx';\n",
    );
    const { code, output } = await lintSpa();
    expect(code).not.toBe(0);
    expect(output).toContain('Only app/routes/module-routes.ts imports the SPA modules');
    expect(output).toContain("imports each module's routes.ts and nothing else of the modules");
  });

  it('fails on a module or the kit importing the route table or the layout built from the modules', async () => {
    await writeSource('modules/dashboard/components/menu.ts', "export { visibleMenu } from '@/app/layout/visible-menu.ts';\n");
    await writeSource('ui/page/routes.ts', "export { appRoutes } from '@/app/routes/module-routes.ts';\n");
    const { code, output } = await lintSpa();
    expect(code).not.toBe(0);
    expect(output.match(/The route table and the layout are built from the modules/g)).toHaveLength(2);
  });

  it('fails on the circle the menu would close by reading its type from the layout (dashboard → layout → route table)', async () => {
    // A type-only import: the compiler drops it, but the circle of files stays for the reader.
    await appendFile(
      join(copy, 'frontend/src/app/navigation/menu-context.tsx'),
      "export type { MenuSection as LayoutMenuSection } from '../layout/menu-sections.ts';\n",
    );
    const { code, output } = await lintSpa();
    expect(code).not.toBe(0);
    expect(output).not.toContain('noRestrictedImports');
    expect(output).toContain('lint/suspicious/noImportCycles');
    expect(output).toContain('frontend/src/modules/dashboard/pages/dashboard-page.tsx');
  });
});
