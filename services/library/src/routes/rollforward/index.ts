import { DocumentWrittenSchema, RollforwardBody } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { rollForwardDocument } from '../../domain/rollforward/roll-forward-document.ts';
import { write } from '../library-access.ts';

/** Rollforward: a document copied into a new one for the next period. */
export function registerRollforwardRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.post(
    '/api/rollforward',
    {
      config: write,
      schema: { body: RollforwardBody, response: { 201: DocumentWrittenSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await rollForwardDocument({ deps, caller: callerOf(request) }, request.body)),
  );
}
