import { auditActor, claimsOf } from '@ea/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../domain/directory-deps.ts';

/** The verified caller of a guarded route. */
export function callerOf(request: FastifyRequest): Caller {
  return { claims: claimsOf(request), actor: auditActor(request) };
}
