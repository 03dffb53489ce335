import type { Channel } from '@ea/contracts/directory';
import { type ChannelChoice, channelFilterChoices, channelPickerChoices, useChannels } from '@/api/directory/channels.ts';
import { isAdminUser } from '@/app/session/access.ts';
import { useSessionUser } from '@/app/session/session-context.tsx';

/** A channel as the company screens' dropdowns list it (a type, so it fits the dropdown's item records). */
export type ChannelItem = { id: number; itemName: string };

export interface AdminChannelOptions {
  /** Every channel the admin sees, archived ones included. */
  all: Channel[];
  /** The list filter's choices: every channel, archived ones marked. */
  filter: ChannelItem[];
  /** Where a company may be added or imported: the active channels. */
  assignable: ChannelItem[];
  /** Channel names by id (the lists' Channel column). */
  names: Map<number, string>;
}

const asItems = (choices: ChannelChoice[]): ChannelItem[] => choices.map((choice) => ({ id: choice.id, itemName: choice.name }));

/**
 * The channels an admin picks from (as dropdown items) and their names by id; null for everyone
 * else, who only ever works in their own channel. An archived channel takes no company, so the
 * pickers that put a company in a channel leave archived ones out; the list filter keeps them.
 */
export function useAdminChannelOptions(): AdminChannelOptions | null {
  const user = useSessionUser();
  const admin = user !== null && isAdminUser(user);
  const { data } = useChannels(admin);
  if (!admin) return null;
  const channels = data?.items ?? [];
  return {
    all: channels,
    filter: asItems(channelFilterChoices(channels)),
    assignable: asItems(channelPickerChoices(channels)),
    names: new Map(channels.map((channel) => [channel.id, channel.name])),
  };
}

/** The company form's channel choices: the active channels, plus the company's own (marked) when it is archived. */
export function companyFormChannels(options: AdminChannelOptions, channelId: number | null): ChannelItem[] {
  return asItems(channelPickerChoices(options.all, channelId));
}
