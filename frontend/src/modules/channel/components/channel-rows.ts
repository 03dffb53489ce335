import { CHANNEL_LIST_STATUSES, type Channel, type ChannelListStatus, channelShownAs } from '@ea/contracts/directory';
import { compareText } from '@/ui/data-table/client-sort.ts';

export interface ChannelPageQuery {
  page: number;
  size: number;
  filter: string | null;
  sort: string | null;
  order: string | null;
  /** Active channels unless archived ones (or all) are asked for. */
  status?: ChannelListStatus;
}

/** The channel list's `status` parameter as a status; anything else (or none) shows the active channels. */
export function channelListStatus(value: string | null): ChannelListStatus {
  return (CHANNEL_LIST_STATUSES as readonly string[]).includes(value ?? '') ? (value as ChannelListStatus) : 'active';
}

const SORTS = {
  name: (a: Channel, b: Channel) => compareText(a.name, b.name),
  createdAt: (a: Channel, b: Channel) => a.createdAt.localeCompare(b.createdAt),
  updatedAt: (a: Channel, b: Channel) => a.updatedAt.localeCompare(b.updatedAt),
} as const;

/**
 * One page of channels from the full list GET api/client answers (channels are few): the general
 * list parameters filter by name, sort and page here, so the URL behaves as on every other list.
 * Archived channels are left out unless the status asks for them.
 */
export function channelPage(channels: readonly Channel[], query: ChannelPageQuery): { rows: Channel[]; total: number } {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  const shown = channels.filter((channel) => channelShownAs(channel, query.status ?? 'active'));
  const matching = needle === '' ? shown : shown.filter((channel) => channel.name.toLowerCase().includes(needle));
  const compare = SORTS[(query.sort ?? 'name') as keyof typeof SORTS] ?? SORTS.name;
  matching.sort((a, b) => (query.order === 'desc' ? -compare(a, b) : compare(a, b)));
  const start = (query.page - 1) * query.size;
  return { rows: matching.slice(start, start + query.size), total: matching.length };
}
