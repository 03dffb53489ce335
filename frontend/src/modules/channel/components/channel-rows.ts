import type { Channel } from '@ea/contracts/directory';

export interface ChannelPageQuery {
  page: number;
  size: number;
  filter: string | null;
  sort: string | null;
  order: string | null;
}

const SORTS = {
  name: (a: Channel, b: Channel) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  createdAt: (a: Channel, b: Channel) => a.createdAt.localeCompare(b.createdAt),
  updatedAt: (a: Channel, b: Channel) => a.updatedAt.localeCompare(b.updatedAt),
} as const;

/**
 * One page of channels from the full list GET api/client answers (channels are few): the general
 * list parameters filter by name, sort and page here, so the URL behaves as on every other list.
 */
export function channelPage(channels: readonly Channel[], query: ChannelPageQuery): { rows: Channel[]; total: number } {
  const needle = query.filter?.trim().toLowerCase() ?? '';
  const matching = needle === '' ? [...channels] : channels.filter((channel) => channel.name.toLowerCase().includes(needle));
  const compare = SORTS[(query.sort ?? 'name') as keyof typeof SORTS] ?? SORTS.name;
  matching.sort((a, b) => (query.order === 'desc' ? -compare(a, b) : compare(a, b)));
  const start = (query.page - 1) * query.size;
  return { rows: matching.slice(start, start + query.size), total: matching.length };
}
