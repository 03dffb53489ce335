import type { ImportRunPayload, ImportRunResult, QueueClient } from '@ea/jobs';
import type { IdentityDeps } from '../identity-deps.ts';

/** The identity deps plus the producer of user-import jobs. */
export interface UserImportDeps extends IdentityDeps {
  imports: QueueClient<ImportRunPayload, ImportRunResult>;
}
