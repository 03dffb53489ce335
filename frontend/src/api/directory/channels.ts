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

/** A channel as a picker or a filter offers it. */
export interface ChannelChoice {
  id: number;
  /** The channel's name, marked "(archived)" for an archived channel. */
  name: string;
}

/** A channel's name as pickers and filters show it: marked when the channel is archived. */
export function channelChoiceName(channel: Pick<Channel, 'name' | 'archivedAt'>): string {
  return channel.archivedAt === null ? channel.name : `${channel.name} (archived)`;
}

/** What a list filter offers: every channel, archived ones marked, since old records are looked up too. */
export function channelFilterChoices(channels: readonly Channel[]): ChannelChoice[] {
  return channels.map((channel) => ({ id: channel.id, name: channelChoiceName(channel) }));
}

/**
 * What a picker that puts a record in a channel offers (a new company or user, a move, an import):
 * the active channels, the only ones taking records. A record already in a channel archived since
 * (`currentId`) keeps its channel among the choices, marked, so its form still shows where it is;
 * no other archived channel is offered.
 */
export function channelPickerChoices(channels: readonly Channel[], currentId: number | null = null): ChannelChoice[] {
  return channelFilterChoices(channels.filter((channel) => channel.archivedAt === null || channel.id === currentId));
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
