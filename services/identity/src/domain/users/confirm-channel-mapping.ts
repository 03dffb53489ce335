import type { IdentityExecutor } from '../../db/identity-database.ts';
import type { IdentityProvider } from '../../idp/identity-provider.ts';
import { IdentityErrors } from '../identity-errors.ts';

/** A user of a channel without an identity-provider account is saved only once the caller confirmed it. */
export async function confirmChannelMapping(
  db: IdentityExecutor,
  idp: IdentityProvider,
  channelId: number | null,
  confirmed: boolean | undefined,
) {
  if (channelId === null || confirmed === true) return;
  if (!(await idp.isChannelMapped(db, channelId))) throw IdentityErrors.confirmationRequired();
}
