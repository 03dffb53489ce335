import {
  CommentReplyBody,
  CommentStatusBody,
  CommentThreadBody,
  CommentThreadListSchema,
  CommentThreadParams,
  CommentThreadSchema,
  DocumentParams,
  MentionableUserListSchema,
} from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { listCommentThreads } from '../../domain/comments/list-comment-threads.ts';
import { listMentionableUsers } from '../../domain/comments/list-mentionable-users.ts';
import { openCommentThread } from '../../domain/comments/open-comment-thread.ts';
import { replyToCommentThread } from '../../domain/comments/reply-to-comment-thread.ts';
import { setCommentThreadStatus } from '../../domain/comments/set-comment-thread-status.ts';
import { read, writeErrors } from '../library-access.ts';

/**
 * Comment threads of a document: list, open, reply, resolve or reopen, and the users a comment may
 * mention. The writes declare `read`, not `write`: reviewer-only users, whom `write` refuses,
 * comment too; the use cases then ask for the editor feature or a reviewer (assertMayComment).
 */
export function registerCommentRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/document/:id/comments',
    { config: read, schema: { params: DocumentParams, response: { 200: CommentThreadListSchema, ...errorResponses } } },
    (request) => listCommentThreads({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/document/:id/comments',
    { config: read, schema: { params: DocumentParams, body: CommentThreadBody, response: { 201: CommentThreadSchema, ...writeErrors } } },
    async (request, reply) =>
      reply.status(201).send(await openCommentThread({ deps, caller: callerOf(request) }, { ...request.body, ...request.params })),
  );

  app.post(
    '/api/document/:id/comments/:threadId/replies',
    {
      config: read,
      schema: { params: CommentThreadParams, body: CommentReplyBody, response: { 201: CommentThreadSchema, ...writeErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await replyToCommentThread({ deps, caller: callerOf(request) }, { ...request.body, ...request.params })),
  );

  app.patch(
    '/api/document/:id/comments/:threadId',
    {
      config: read,
      schema: { params: CommentThreadParams, body: CommentStatusBody, response: { 200: CommentThreadSchema, ...writeErrors } },
    },
    (request) => setCommentThreadStatus({ deps, caller: callerOf(request) }, { ...request.params, resolved: request.body.resolved }),
  );

  app.get(
    '/api/document/:id/mentionable-users',
    { config: read, schema: { params: DocumentParams, response: { 200: MentionableUserListSchema, ...errorResponses } } },
    (request) => listMentionableUsers({ deps, caller: callerOf(request) }, request.params),
  );
}
