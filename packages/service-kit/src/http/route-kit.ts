import type { Readable } from 'node:stream';
import { type ApiErrorBody, IdSchema } from '@ea/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditActor } from '../audit/audit-actor.ts';
import { claimsOf } from '../auth/authenticate.ts';
import type { Caller } from '../use-case/caller.ts';

/** The app with TypeBox typing of params, bodies and answers. */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}

/** The verified caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  return { claims: claimsOf(request), actor: auditActor(request) };
}

/** The one error shape, registered by createApp as "ApiError". */
export const ApiErrorRef = Type.Unsafe<ApiErrorBody>({ $ref: 'ApiError#' });

/** The failures every guarded route may answer. */
export const errorResponses = {
  400: ApiErrorRef,
  401: ApiErrorRef,
  403: ApiErrorRef,
  404: ApiErrorRef,
} as const;

export const IdParams = Type.Object({ id: IdSchema() });

/** A file answered as it is (a download), whole or streamed. */
export const Binary = Type.Unsafe<Buffer | string | Readable>({ type: 'string', format: 'binary' });
