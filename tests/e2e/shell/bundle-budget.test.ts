import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_BUDGET_BYTES, measureRouteBundles } from '../../../frontend/scripts/bundle-size.ts';
import { type BuiltSpa, buildSpa } from './support/build-spa.ts';

let spa: BuiltSpa;

beforeAll(async () => {
  spa = await buildSpa();
});

afterAll(async () => {
  await spa?.remove();
});

describe('production build', () => {
  it('keeps the dashboard first load within budget and splits modules by route', async () => {
    const { login, dashboard } = measureRouteBundles(spa.dir);
    console.log(
      `initial JS gzipped: login ${(login.gzipBytes / 1024).toFixed(1)} kB, dashboard ${(dashboard.gzipBytes / 1024).toFixed(1)} kB`,
    );
    expect(dashboard.gzipBytes).toBeLessThanOrEqual(DASHBOARD_BUDGET_BYTES);
    expect(login.gzipBytes).toBeLessThan(dashboard.gzipBytes);
    expect(dashboard.files.some((file) => file.includes('dashboard-pages'))).toBe(true);
    expect(login.files.some((file) => file.includes('app-layout'))).toBe(false);
    // Other modules and the socket client are fetched later, not on the first load.
    for (const later of ['tsr-pages', 'user-pages', 'boir-pages', 'realtime-client']) {
      expect(dashboard.files.some((file) => file.includes(later))).toBe(false);
    }
    const assets = await readdir(join(spa.dir, 'assets'));
    expect(assets.filter((file) => /-pages-.*\.js$/.test(file)).length).toBeGreaterThanOrEqual(21);
  });

  it('publishes fe_assets/version.json with the build id compiled into the bundle', async () => {
    const { version } = JSON.parse(await readFile(join(spa.dir, 'fe_assets', 'version.json'), 'utf8')) as { version: string };
    expect(version).toMatch(/^\d{14}-[0-9a-f]{10}$/);
    const entry = (await readdir(join(spa.dir, 'assets'))).filter((file) => /^index-.*\.js$/.test(file));
    const compiled = await Promise.all(entry.map((file) => readFile(join(spa.dir, 'assets', file), 'utf8')));
    expect(compiled.some((source) => source.includes(version))).toBe(true);
  });
});
