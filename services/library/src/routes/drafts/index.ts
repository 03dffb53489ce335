import { DocumentParams, DraftBody, DraftListSchema, DraftSavedSchema, TopicParams } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { LibraryDeps } from '../../deps.ts';
import { discardDraft } from '../../domain/drafts/discard-draft.ts';
import { listDrafts } from '../../domain/drafts/list-drafts.ts';
import { saveDraft } from '../../domain/drafts/save-draft.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** Drafts: each user's autosaved, unsaved edits of a document's topics, seen by that user alone. */
export function registerDraftRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/drafts',
    { config: read, schema: { params: DocumentParams, response: { 200: DraftListSchema, ...errorResponses } } },
    (request) => listDrafts({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id/topics/:topicId/draft',
    { config: write, schema: { params: TopicParams, body: DraftBody, response: { 200: DraftSavedSchema, ...writeErrors } } },
    (request) => saveDraft({ deps, caller: callerOf(request) }, { ...request.body, ...request.params }),
  );

  app.delete(
    '/api/document/:id/topics/:topicId/draft',
    { config: write, schema: { params: TopicParams, response: { 204: Type.Null(), ...writeErrors } } },
    async (request, reply) => {
      await discardDraft({ deps, caller: callerOf(request) }, request.params);
      return reply.status(204).send(null);
    },
  );
}
