import type { AccessClaims } from '@ea/contracts';
import type { ImportRunPayload, ImportRunResult, QueueClient } from '@ea/jobs';
import type { AuditActor } from '@ea/service-kit';
import type { DirectoryDb } from '../db/directory-database.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** What the directory's use cases work with; built once per app by registerDirectory. */
export interface DirectoryDeps {
  db: DirectoryDb;
  storage: ObjectStorage;
  imports: QueueClient<ImportRunPayload, ImportRunResult>;
  /** Publishes the outbox rows just committed without waiting for the relay's poll. */
  outboxWritten(): void;
}

/** Who is asking: verified claims for access and scope, the actor for the audit log. */
export interface Caller {
  claims: AccessClaims;
  actor: AuditActor;
}
