import type { IdentityExecutor } from '../db/schema.ts';
import type { IdentityProvider, SsoLink } from './identity-provider.ts';

/**
 * The provider of the one-machine default: channel accounts and mirrored users live in this
 * service's own tables, with stable external ids, so every flow works without a Keycloak server.
 */
export function createLocalIdentityProvider(): IdentityProvider {
  const toLink = (row: { user_id: number; external_id: string; account: string; synced_at: Date }): SsoLink => ({
    userId: row.user_id,
    externalId: row.external_id,
    account: row.account,
    syncedAt: row.synced_at,
  });
  const channelAccount = async (db: IdentityExecutor, channelId: number): Promise<string | null> => {
    const row = await db.selectFrom('idp_channel_accounts').select('account').where('channel_id', '=', channelId).executeTakeFirst();
    return row?.account ?? null;
  };
  return {
    async isChannelMapped(db: IdentityExecutor, channelId) {
      return (await channelAccount(db, channelId)) !== null;
    },
    channelAccount,
    async mapChannel(db, channelId, account) {
      await db
        .insertInto('idp_channel_accounts')
        .values({ channel_id: channelId, account })
        .onConflict((c) => c.column('channel_id').doUpdateSet({ account }))
        .execute();
    },
    async syncUser(db, user) {
      if (user.channel_id === null) return null;
      const mapping = await db
        .selectFrom('idp_channel_accounts')
        .select('account')
        .where('channel_id', '=', user.channel_id)
        .executeTakeFirst();
      if (!mapping) return null;
      const row = await db
        .insertInto('idp_users')
        .values({ user_id: user.id, external_id: `local-${mapping.account}-${user.id}`, account: mapping.account, synced_at: new Date() })
        .onConflict((c) => c.column('user_id').doUpdateSet({ account: mapping.account, synced_at: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toLink(row);
    },
    async findLink(db, userId) {
      const row = await db.selectFrom('idp_users').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row ? toLink(row) : null;
    },
    async removeUser(db, userId) {
      await db.deleteFrom('idp_users').where('user_id', '=', userId).execute();
    },
  };
}
