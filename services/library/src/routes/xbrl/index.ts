import { DocumentParams, DocumentXbrlSchema, XbrlMetadataBody } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { readXbrlMetadata } from '../../domain/xbrl/read-xbrl-metadata.ts';
import { saveXbrlMetadata } from '../../domain/xbrl/save-xbrl-metadata.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** A document's XBRL metadata: the namespaces, contexts and units its facts refer to, read and replaced. */
export function registerXbrlRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/xbrl',
    { config: read, schema: { params: DocumentParams, response: { 200: DocumentXbrlSchema, ...errorResponses } } },
    (request) => readXbrlMetadata({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id/xbrl',
    {
      config: write,
      schema: { params: DocumentParams, body: XbrlMetadataBody, response: { 200: DocumentXbrlSchema, ...writeErrors } },
    },
    (request) => saveXbrlMetadata({ deps, caller: callerOf(request) }, { id: request.params.id, metadata: request.body.metadata }),
  );
}
