import useSWR from 'swr';

/** An entry of the channel (GET api/client) or role (GET api/role) list. */
export interface NamedOption {
  id: number | string;
  name: string;
}

export const channelOptionsKey = '/api/client';
export const roleOptionsKey = '/api/role';

/** Channel or role options for the user list filters, fetched through the app's bearer fetcher. */
export function useFilterOptions(key: typeof channelOptionsKey | typeof roleOptionsKey) {
  return useSWR<NamedOption[]>(key);
}
