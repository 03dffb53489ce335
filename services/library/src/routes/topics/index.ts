import {
  DocumentParams,
  TopicCreateBody,
  TopicParams,
  TopicQuery,
  TopicSaveBody,
  TopicSchema,
  VersionWrittenSchema,
} from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { addTopic } from '../../domain/topics/add-topic.ts';
import { readTopic } from '../../domain/topics/read-topic.ts';
import { saveTopic } from '../../domain/topics/save-topic.ts';
import { read, write, writeErrors } from '../library-access.ts';

/** Topics of a document: read one (as a version pins it), save one (a new revision and version), add one. */
export function registerTopicRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/topics/:topicId',
    { config: read, schema: { params: TopicParams, querystring: TopicQuery, response: { 200: TopicSchema, ...errorResponses } } },
    (request) => readTopic({ deps, caller: callerOf(request) }, { ...request.params, version: request.query.version }),
  );

  app.put(
    '/api/document/:id/topics/:topicId',
    { config: write, schema: { params: TopicParams, body: TopicSaveBody, response: { 200: VersionWrittenSchema, ...writeErrors } } },
    (request) => saveTopic({ deps, caller: callerOf(request) }, { ...request.body, ...request.params }),
  );

  app.post(
    '/api/document/:id/topics',
    { config: write, schema: { params: DocumentParams, body: TopicCreateBody, response: { 201: VersionWrittenSchema, ...writeErrors } } },
    async (request, reply) =>
      reply.status(201).send(await addTopic({ deps, caller: callerOf(request) }, { ...request.body, ...request.params })),
  );
}
