import { fileURLToPath } from 'node:url';
import { HTTP_STACK, importWithout } from '@ea/service-kit/testing';
import { describe, expect, it } from 'vitest';

describe('the identity entries a worker process loads', () => {
  it('loads no Fastify through @ea/identity/jobs or the service definition', async () => {
    expect(await importWithout(fileURLToPath(new URL('./index.ts', import.meta.url)), HTTP_STACK)).toBeNull();
    expect(await importWithout(fileURLToPath(new URL('../service.ts', import.meta.url)), HTTP_STACK)).toBeNull();
  });

  it('would name the module that loads Fastify: the routes do', async () => {
    expect(await importWithout(fileURLToPath(new URL('../register.ts', import.meta.url)), HTTP_STACK)).toMatch(
      /refused module "(@fastify\/[a-z-]+|fastify)" imported by file:.*\.ts/,
    );
  });
});
