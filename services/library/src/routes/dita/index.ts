import {
  DitaBuildBody,
  DitaMapSchema,
  DitaMapUpdateBody,
  DitaTreeQuery,
  DitaTreeSchema,
  DocumentParams,
  DocumentWrittenSchema,
  VersionWrittenSchema,
} from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { buildDitaDocument } from '../../domain/dita/build-dita-document.ts';
import { readDitaMap } from '../../domain/dita/read-dita-map.ts';
import { readDitaTree } from '../../domain/dita/read-dita-tree.ts';
import { updateDitaMap } from '../../domain/dita/update-dita-map.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** The DITA calls (under dita/): a company's library as a tree, a document's map, reordering it, and building a document from a map folder. */
export function registerDitaRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/dita/ditatree',
    { config: read, schema: { querystring: DitaTreeQuery, response: { 200: DitaTreeSchema, ...errorResponses } } },
    (request) => readDitaTree({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    '/dita/ditamap/:id',
    { config: read, schema: { params: DocumentParams, response: { 200: DitaMapSchema, ...errorResponses } } },
    (request) => readDitaMap({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/dita/ditamap/:id',
    {
      config: write,
      schema: { params: DocumentParams, body: DitaMapUpdateBody, response: { 200: VersionWrittenSchema, ...writeErrors } },
    },
    (request) => updateDitaMap({ deps, caller: callerOf(request) }, { id: request.params.id, ...request.body }),
  );

  app.post(
    '/dita/ditamap',
    { config: write, schema: { body: DitaBuildBody, response: { 201: DocumentWrittenSchema, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await buildDitaDocument({ deps, caller: callerOf(request) }, request.body)),
  );
}
