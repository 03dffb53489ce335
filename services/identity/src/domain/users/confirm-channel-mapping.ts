import type { IdentityExecutor } from '../../db/schema.ts';
import type { IdentityProvider } from '../../idp/identity-provider.ts';
import { IdentityFailures } from '../failures.ts';

/** A user of a channel without an identity-provider account is saved only once the caller confirmed it. */
export async function confirmChannelMapping(
  db: IdentityExecutor,
  idp: IdentityProvider,
  channelId: number | null,
  confirmed: boolean | undefined,
): Promise<void> {
  if (channelId === null || confirmed === true) return;
  if (!(await idp.isChannelMapped(db, channelId))) throw IdentityFailures.confirmationRequired();
}
