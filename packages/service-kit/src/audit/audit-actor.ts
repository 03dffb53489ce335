import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './audit-log.ts';

/** The audit actor of a request: the verified caller (if any), its address and request id. */
export function auditActor(request: FastifyRequest): AuditActor {
  return {
    actorId: request.claims?.sub ?? null,
    actorEmail: request.claims?.email ?? null,
    ip: request.ip ?? null,
    requestId: request.id ?? null,
  };
}
