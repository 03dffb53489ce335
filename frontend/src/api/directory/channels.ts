import type { Channel } from '@ea/contracts/directory';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { ApiRequestError } from '../api-request-error.ts';

/** GET api/client: the channels the signed-in user may see (all of them for admins, their own otherwise). */
export const CHANNELS_KEY = '/api/client';
export const channelKey = (id: number) => `${CHANNELS_KEY}/${id}`;

/** The channel list, wherever it is shown (the channel screens, the admins' channel pickers). */
export const isChannelListKey = (key: unknown) => key === CHANNELS_KEY;

export function useChannels(enabled = true) {
  return useSWR<{ items: Channel[] }>(enabled ? CHANNELS_KEY : null);
}

export function useChannel(id: number | null) {
  return useSWR<Channel>(id === null ? null : channelKey(id));
}

/** Adds (id null) or renames a channel. */
export function saveChannel(session: SessionClient, id: number | null, name: string): Promise<Channel> {
  return session.json<Channel>(id === null ? CHANNELS_KEY : channelKey(id), {
    method: id === null ? 'POST' : 'PUT',
    body: JSON.stringify({ name }),
  });
}

/** Replaces the channel's logo; the server checks the bytes again and answers 413/415 with the spec's messages. */
export async function uploadChannelLogo(session: SessionClient, id: number, logo: File): Promise<Channel> {
  const form = new FormData();
  form.append('logo', logo, logo.name);
  const response = await session.request(`${channelKey(id)}/logo`, { method: 'PUT', body: form });
  if (!response.ok) throw await ApiRequestError.fromResponse(response);
  return (await response.json()) as Channel;
}

/**
 * The logo as an object URL: logos are behind the bearer token, which an <img src> cannot send.
 * The key carries the logo's version, so a replaced logo is fetched anew and an unchanged one once.
 */
export function useLogoImage(logoUrl: string | null) {
  const session = useSessionClient();
  return useSWR<string, Error, [string, string] | null>(
    logoUrl === null ? null : ['logo-image', logoUrl],
    async ([, url]) => {
      const response = await session.request(url);
      if (!response.ok) throw await ApiRequestError.fromResponse(response);
      return URL.createObjectURL(await response.blob());
    },
    { revalidateIfStale: false },
  );
}
