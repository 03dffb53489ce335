import { DocumentParams, PresenceBody, PresenceListSchema } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { LibraryDeps } from '../../deps.ts';
import { announcePresence } from '../../domain/presence/announce-presence.ts';
import { leaveDocument } from '../../domain/presence/leave-document.ts';
import { listPresence } from '../../domain/presence/list-presence.ts';
import { read } from '../library-access.ts';

/**
 * Presence: who has a document open, where and how. Everyone who may read the document may be
 * seen in it (reviewers included), so these need read access only.
 */
export function registerPresenceRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/presence',
    { config: read, schema: { params: DocumentParams, response: { 200: PresenceListSchema, ...errorResponses } } },
    (request) => listPresence({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id/presence',
    { config: read, schema: { params: DocumentParams, body: PresenceBody, response: { 200: PresenceListSchema, ...errorResponses } } },
    (request) => announcePresence({ deps, caller: callerOf(request) }, { ...request.body, ...request.params }),
  );

  app.delete(
    '/api/document/:id/presence',
    { config: read, schema: { params: DocumentParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await leaveDocument({ deps, caller: callerOf(request) }, request.params);
      return reply.status(204).send(null);
    },
  );
}
