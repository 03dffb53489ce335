import type { AnyDb } from '@ea/db';
import type { EventBus } from '@ea/events';
import type { JobLogger } from '@ea/jobs';
import { findChannel } from '../db/channels-repository.ts';
import { isLiveCompanyOf } from '../db/companies-repository.ts';
import { identityDb } from '../db/schema.ts';
import { applyDirectoryEvent, DIRECTORY_FEED } from './directory-projection.ts';

/**
 * How long a write waits for a directory record its projection does not show. The directory
 * answers its creator once the change is committed and wakes its outbox relay, which publishes
 * within tens of milliseconds, or at its next poll (1 s) when another process's relay held the
 * directory's outbox at that moment. A record still absent after this is taken as unknown.
 */
const WAIT_MS = 1_500;

export interface DirectoryRecords {
  /** A channel the write names. */
  channelId?: number | null | undefined;
  /**
   * The write puts users in that channel, which it refuses when the channel is archived: a channel
   * the projection shows is then caught up too, since it may have been archived a moment ago.
   */
  addsUsers?: boolean | undefined;
  /** A single company the write names, and the channel it must belong to. */
  company?: { id: number; channelId: number | null } | undefined;
}

export interface DirectoryReads {
  /**
   * Brings the projections up to date with the records a write names, when they do not show them
   * yet, so the write is then checked against what the directory has committed. Call it before
   * the write's transaction: the catch-up applies events in transactions of its own.
   */
  readYourWrites(records: DirectoryRecords): Promise<void>;
}

/**
 * Read-your-writes over the directory projections. Identity learns channels and companies from
 * the directory's events, applied in the background by the `identity` group's member, so its view
 * lags the directory's: by a publish and a read (about 0.1 s) normally, but by seconds when the
 * member is behind (a bulk import's events queue ahead in the same partition) or when the
 * previous process died holding the partition leases, which pass to the new member only when they
 * expire (10 s after the crash: seconds after a quick restart). Someone who just created a channel or a company must
 * not be told it does not exist, so a write naming a record the projection lacks first catches
 * the projection up from the bus itself: the aggregate's events that the group has not finished
 * are applied here at once, through the same inbox as the member's, whatever the member is doing;
 * when there are none yet, the catch-up waits for them, at most WAIT_MS. This holds with any number
 * of identity processes, since the projection and the inbox live in the database they share.
 * A channel the projection shows costs one query (channels are never moved or deleted), unless the
 * write adds users to it: it is then still caught up, without waiting, since it may have been
 * archived; so is a company it shows, since it may have moved or been deleted.
 */
export function directoryReads(bus: EventBus, db: AnyDb, log: JobLogger): DirectoryReads {
  const identity = identityDb(db);
  const catchUp = async (aggregateType: 'channel' | 'company', id: number, waitMs: number) => {
    try {
      await bus.catchUp({
        ...DIRECTORY_FEED,
        aggregateType,
        aggregateId: String(id),
        handler: (event) => applyDirectoryEvent(db, event),
        waitMs,
      });
    } catch (error) {
      // The projection still answers, only possibly behind: the write is checked against it as it is.
      log.warn({ err: error, aggregateType, id }, 'could not catch the directory projection up');
    }
  };
  return {
    async readYourWrites({ channelId, addsUsers, company }) {
      await Promise.all([
        (async () => {
          if (typeof channelId !== 'number') return;
          const shown = (await findChannel(identity, channelId)) !== undefined;
          if (!shown) await catchUp('channel', channelId, WAIT_MS);
          // What is already on the bus is applied without waiting for more.
          else if (addsUsers) await catchUp('channel', channelId, 0);
        })(),
        (async () => {
          // A company always belongs to a channel: one named for a user without a channel is refused anyway.
          if (!company || company.channelId === null) return;
          // A company the projection shows may have moved or been deleted since: what is already on the
          // bus is applied without waiting for more.
          const shown = await isLiveCompanyOf(identity, company.id, company.channelId);
          await catchUp('company', company.id, shown ? 0 : WAIT_MS);
        })(),
      ]);
    },
  };
}
