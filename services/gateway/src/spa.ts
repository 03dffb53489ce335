import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FallbackHandler } from '@ea/service-kit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html and version.json never,
 * so a new build is picked up at once (the SPA compares version.json with the version it runs).
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  if (!existsSync(join(staticDir, 'index.html'))) throw new Error(`the SPA is not built: ${join(staticDir, 'index.html')} is missing`);
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: ['index.html'],
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(staticDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** History fallback: any GET outside the API that matches no file gets index.html. */
export const spaFallback: FallbackHandler = (_request, reply) =>
  reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
