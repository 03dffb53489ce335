import { DocumentParams, LockReleaseQuery, LockTakeQuery, TopicLockListSchema, TopicLockSchema, TopicParams } from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { LibraryDeps } from '../../deps.ts';
import { listTopicLocks } from '../../domain/locks/list-topic-locks.ts';
import { releaseTopicLock } from '../../domain/locks/release-topic-lock.ts';
import { takeTopicLock } from '../../domain/locks/take-topic-lock.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** Topic locks: who edits which topic of a document; taken and renewed by the editor's heartbeat, released on leaving. */
export function registerLockRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/locks',
    { config: read, schema: { params: DocumentParams, response: { 200: TopicLockListSchema, ...errorResponses } } },
    (request) => listTopicLocks({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id/topics/:topicId/lock',
    { config: write, schema: { params: TopicParams, querystring: LockTakeQuery, response: { 200: TopicLockSchema, ...writeErrors } } },
    (request) => takeTopicLock({ deps, caller: callerOf(request) }, { ...request.params, renew: request.query.renew }),
  );

  app.delete(
    '/api/document/:id/topics/:topicId/lock',
    { config: write, schema: { params: TopicParams, querystring: LockReleaseQuery, response: { 204: Type.Null(), ...writeErrors } } },
    async (request, reply) => {
      await releaseTopicLock({ deps, caller: callerOf(request) }, { ...request.params, force: request.query.force });
      return reply.status(204).send(null);
    },
  );
}
