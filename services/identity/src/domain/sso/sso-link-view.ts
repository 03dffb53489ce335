import type { SsoUser } from '@ea/contracts/identity';
import type { SsoLink } from '../../idp/identity-provider.ts';

/** A user's identity-provider link as the API shows it. */
export function ssoLinkView(link: SsoLink): SsoUser {
  return { ...link, syncedAt: link.syncedAt.toISOString() };
}
