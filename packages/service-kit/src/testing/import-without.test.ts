import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HTTP_STACK, importWithout } from './import-without.ts';

const kitFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

describe('importWithout', () => {
  it('loads the kit’s use-case entry, what jobs import, without Fastify', async () => {
    expect(await importWithout(kitFile('use-case/index.ts'), HTTP_STACK)).toBeNull();
  });

  it('names the module that pulls Fastify into the kit’s main entry', async () => {
    expect(await importWithout(kitFile('index.ts'), HTTP_STACK)).toMatch(/refused module "[^"]*fastify[^"]*" imported by file:/);
  });
});
