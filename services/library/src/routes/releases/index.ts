import { ReleaseBody, ReleaseListSchema, ReleaseParams, ReleaseWrittenSchema } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { listReleases } from '../../domain/releases/list-releases.ts';
import { releaseDocument } from '../../domain/releases/release-document.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** Releases of a document: release a version (a final release locks the document) and list them. */
export function registerReleaseRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.post(
    '/api/releases',
    { config: write, schema: { body: ReleaseBody, response: { 201: ReleaseWrittenSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await releaseDocument({ deps, caller: callerOf(request) }, request.body)),
  );

  app.get(
    '/api/releases/:documentId',
    { config: read, schema: { params: ReleaseParams, response: { 200: ReleaseListSchema, ...errorResponses } } },
    (request) => listReleases({ deps, caller: callerOf(request) }, request.params),
  );
}
