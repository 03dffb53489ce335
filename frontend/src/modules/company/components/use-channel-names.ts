import { useMemo } from 'react';
import { useChannels } from '@/api/directory/channels.ts';

/** The names of the channels the user sees, by id, for the audit entries that hold a channel's id. */
export function useChannelNames(): ReadonlyMap<number, string> {
  const { data } = useChannels();
  return useMemo(() => new Map((data?.items ?? []).map((channel) => [channel.id, channel.name])), [data]);
}
