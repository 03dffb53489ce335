import type { SyncResult } from '@ea/contracts/identity';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { allUsers } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';

/** auth/sync-keycloak: mirrors every user whose channel has an identity-provider account. */
export async function syncAllUsers({ deps }: UseCaseContext<IdentityDeps>): Promise<SyncResult> {
  return deps.db.transaction().execute(async (trx) => {
    let synced = 0;
    let skipped = 0;
    for (const user of await allUsers(trx)) {
      if (await deps.idp.syncUser(trx, user)) synced++;
      else skipped++;
    }
    return { synced, skipped };
  });
}
