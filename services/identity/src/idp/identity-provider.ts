import type { IdentityExecutor } from '../db/schema.ts';
import type { UserRow } from '../db/users-repository.ts';

export interface SsoLink {
  userId: number;
  externalId: string;
  account: string;
  syncedAt: Date;
}

/**
 * The external identity provider (Keycloak-style) users are mirrored to. Each channel maps to one
 * provider account; a user of an unmapped channel is not mirrored. Calls take the use case's
 * executor so a provider that keeps its state in this database commits with the change.
 */
export interface IdentityProvider {
  isChannelMapped(db: IdentityExecutor, channelId: number): Promise<boolean>;
  /** The account the channel maps to, null when unmapped. */
  channelAccount(db: IdentityExecutor, channelId: number): Promise<string | null>;
  mapChannel(db: IdentityExecutor, channelId: number, account: string): Promise<void>;
  /** Mirrors the user; null when its channel has no account. */
  syncUser(db: IdentityExecutor, user: UserRow): Promise<SsoLink | null>;
  findLink(db: IdentityExecutor, userId: number): Promise<SsoLink | null>;
  removeUser(db: IdentityExecutor, userId: number): Promise<void>;
}
