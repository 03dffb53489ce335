import { DocumentIndexBody, DocumentIndexSchema, DocumentIndexWrittenSchema, DocumentParams } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { readDocumentIndex } from '../../domain/document-index/read-document-index.ts';
import { saveDocumentIndex } from '../../domain/document-index/save-document-index.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** A document's index: its entries (topic, label, level), read and saved. */
export function registerDocumentIndexRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/index',
    { config: read, schema: { params: DocumentParams, response: { 200: DocumentIndexSchema, ...errorResponses } } },
    (request) => readDocumentIndex({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id/index',
    {
      config: write,
      schema: {
        params: DocumentParams,
        body: DocumentIndexBody,
        response: { 200: DocumentIndexWrittenSchema, ...writeErrors },
      },
    },
    (request) => saveDocumentIndex({ deps, caller: callerOf(request) }, { id: request.params.id, entries: request.body.entries }),
  );
}
