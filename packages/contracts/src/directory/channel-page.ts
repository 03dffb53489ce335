import { type Static, Type } from 'typebox';

/**
 * The channel page and channel archiving: a channel's figures, the archive switch, and what the
 * directory (and identity, for users) answers when something is added to an archived channel.
 */

/** PUT api/client/:id/archive: archives (true) or unarchives (false) a channel. Admins only. */
export const ChannelArchiveBody = Type.Object({ archived: Type.Boolean() });
export type ChannelArchiveBody = Static<typeof ChannelArchiveBody>;

/**
 * GET api/client/:id/summary: how many of the channel's companies the caller may see, live and
 * deleted. Users are counted by identity's users list, filtered by the channel.
 */
export const ChannelSummarySchema = Type.Object({
  channelId: Type.Integer(),
  companies: Type.Integer({ minimum: 0 }),
  deletedCompanies: Type.Integer({ minimum: 0 }),
});
export type ChannelSummary = Static<typeof ChannelSummarySchema>;

/** Which channels the channel list (and its export) shows: archived ones only when asked for. */
export const CHANNEL_LIST_STATUSES = ['active', 'archived', 'all'] as const;
export type ChannelListStatus = (typeof CHANNEL_LIST_STATUSES)[number];
export const ChannelListStatusSchema = Type.Union([Type.Literal('active'), Type.Literal('archived'), Type.Literal('all')], {
  default: 'active',
});

/** Whether a channel belongs in the list showing `status`. */
export function channelShownAs(channel: { archivedAt: string | null }, status: ChannelListStatus): boolean {
  if (status === 'all') return true;
  return status === 'archived' ? channel.archivedAt !== null : channel.archivedAt === null;
}

export const ChannelArchiveMessages = {
  /** The 422 of a company added, imported or moved into an archived channel. */
  channelArchived: 'This channel is archived: unarchive it before adding companies to it',
  /** The 422 of a deleted company restored while its channel is archived (a bulk restore lists it as refused). */
  restoreIntoArchived: 'This channel is archived: unarchive it before restoring companies to it',
  /** Identity's 422 of a user added, imported or moved into an archived channel. */
  usersIntoArchived: 'This channel is archived: unarchive it before adding users to it',
  /** The 409 of archiving an archived channel, or unarchiving an active one. */
  alreadyArchived: 'This channel is already archived',
  notArchived: 'This channel is not archived',
  /** What the confirmation says before a channel is archived. */
  archiveQuestion:
    'The channel is hidden from the channel list (a filter still shows it). Its companies, documents and users stay as they are and can still be read, but no company can be added to it until it is unarchived. Archive it?',
  archived: 'Channel archived',
  unarchived: 'Channel unarchived',
} as const;
