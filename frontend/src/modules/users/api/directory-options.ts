import type { Role } from '@ea/contracts';
import useSWR from 'swr';

/** A channel as GET api/client lists it. */
export interface ChannelOption {
  id: number;
  name: string;
}

export const channelsKey = '/api/client';
export const rolesKey = '/api/role';

/** The channels the signed-in user may see (the directory's channel list). */
export function useChannels() {
  const answer = useSWR<{ items: ChannelOption[] }>(channelsKey);
  return { ...answer, channels: answer.data?.items };
}

/** Every role (GET api/role). */
export function useRoles() {
  const answer = useSWR<Role[]>(rolesKey);
  return { ...answer, roles: answer.data };
}
