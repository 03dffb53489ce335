import { DocumentParams, PreviewSchema, TopicQuery } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { previewDocument } from '../../domain/preview/preview-document.ts';
import { read } from '../library-access.ts';

/** The preview of a document: a version as XHTML, or the kept file's description. */
export function registerPreviewRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/preview',
    {
      config: read,
      schema: { params: DocumentParams, querystring: TopicQuery, response: { 200: PreviewSchema, ...errorResponses } },
    },
    (request) => previewDocument({ deps, caller: callerOf(request) }, { id: request.params.id, version: request.query.version }),
  );
}
