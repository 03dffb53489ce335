import { SearchPageSchema, SearchQuery } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { searchDocuments } from '../../domain/search/search-documents.ts';
import { read } from '../library-access.ts';

/** Full-text search of the library: titles and the current topics of the documents the caller may see. */
export function registerSearchRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/library/search',
    { config: read, schema: { querystring: SearchQuery, response: { 200: SearchPageSchema, ...errorResponses } } },
    (request) => searchDocuments({ deps, caller: callerOf(request) }, request.query),
  );
}
