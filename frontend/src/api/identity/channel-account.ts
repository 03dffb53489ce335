import type { ChannelAccount } from '@ea/contracts/identity';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';

export const channelAccountKey = (channelId: number) => `/api/sso/channel-account/${channelId}`;

/** GET sso/channel-account/:channelId: the identity-provider account the channel maps to (admins). */
export function useChannelAccount(channelId: number) {
  return useSWR<ChannelAccount>(channelAccountKey(channelId));
}

/** PUT sso/channel-account: maps the channel; its users are mirrored from their next save on. */
export async function saveChannelAccount(session: SessionClient, channelId: number, account: string): Promise<void> {
  await session.json('/api/sso/channel-account', { method: 'PUT', body: JSON.stringify({ channelId, account }) });
}
