import { useChannels } from '@/api/directory/channels.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';

/**
 * The channels an admin picks from (as dropdown items) and their names by id; null for everyone
 * else, who only ever works in their own channel.
 */
export function useAdminChannelOptions(): { items: { id: number; itemName: string }[]; names: Map<number, string> } | null {
  const user = useSessionUser();
  const admin = user !== null && isAdminUser(user);
  const { data } = useChannels(admin);
  if (!admin) return null;
  const items = (data?.items ?? []).map((channel) => ({ id: channel.id, itemName: channel.name }));
  return { items, names: new Map(items.map((item) => [item.id, item.itemName])) };
}
