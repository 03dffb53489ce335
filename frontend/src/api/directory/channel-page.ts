import type { Channel, ChannelSummary } from '@ea/contracts/directory';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { channelKey } from './channels.ts';

/** GET api/client/:id/summary: the channel's live and deleted companies the caller may see. */
export const channelSummaryKey = (id: number) => `${channelKey(id)}/summary`;

export function useChannelSummary(id: number | null) {
  return useSWR<ChannelSummary>(id === null ? null : channelSummaryKey(id));
}

/** PUT api/client/:id/archive: archives or unarchives the channel (admins); answers the channel as it now is. */
export function setChannelArchived(session: SessionClient, id: number, archived: boolean): Promise<Channel> {
  return session.json<Channel>(`${channelKey(id)}/archive`, { method: 'PUT', body: JSON.stringify({ archived }) });
}
