import type { AccessClaims } from '@ea/contracts';
import type { AuditActor } from '../audit/audit-log.ts';

/** Who is asking: verified claims for access and scope, the actor for the audit log. */
export interface Caller {
  claims: AccessClaims;
  actor: AuditActor;
}

/** What every use case takes first: the service's deps and the caller. */
export interface UseCaseContext<Deps> {
  deps: Deps;
  caller: Caller;
}
