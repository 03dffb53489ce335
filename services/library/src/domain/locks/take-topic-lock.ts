import { ApiError } from '@ea/contracts';
import { LibraryErrors, type TopicLock } from '@ea/contracts/library';
import type { NewEvent } from '@ea/events';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import type { DocumentRow } from '../../db/documents-repository.ts';
import { findLock, insertLock, type LockRow, updateLock } from '../../db/locks-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { topicLockEvent } from '../../events/collaboration-events.ts';
import { assertEditable } from '../access/editable-document.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertCurrentTopic } from '../topics/current-topic.ts';
import { expiryFrom } from './lock-expiry.ts';
import { heldBy, lockView } from './lock-view.ts';

/** Attempts at the lock row when another request inserts or deletes it meanwhile. */
const ATTEMPTS = 3;

/**
 * Takes the lock of a topic of the document's current map, or, with `renew` (the heartbeat),
 * keeps its holder's lock alive: it lives LOCK_TTL_SECONDS from now. A renewal never takes: once
 * an admin broke the lock (no row) or someone took it over after it lapsed, the heartbeat of the
 * one who had it is refused (409), so their editor turns read-only instead of quietly taking the
 * topic back. Someone else's live lock is refused (409 naming
 * the holder); a lapsed one is free and taken over (topic.unlocked "expired" for the one who had
 * it). topic.locked is announced when the lock is taken, never on a renewal. The lock row is the
 * only thing locked, so heartbeats never wait on a save of the document.
 */
export async function takeTopicLock(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; topicId: string; renew?: boolean | undefined },
): Promise<TopicLock> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    await assertCurrentTopic(trx, document.id, input.topicId);
    assertEditor(caller.claims);
    assertEditable(document);
    const at = deps.now();
    const mine: LockRow = {
      document_id: document.id,
      topic_id: input.topicId,
      holder_id: caller.claims.sub,
      holder_name: caller.claims.email,
      acquired_at: at,
      expires_at: expiryFrom(at),
    };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const row = await findLock(trx, document.id, input.topicId, true);
      if (input.renew === true && row?.holder_id !== mine.holder_id)
        throw new ApiError('conflict', row ? heldBy(row) : LibraryErrors.lockLost);
      if (!row) {
        if (await insertLock(trx, mine)) return taken(document, mine, []);
        continue;
      }
      const live = row.expires_at > at;
      if (live && row.holder_id === mine.holder_id) {
        const renewed = { ...mine, acquired_at: row.acquired_at };
        await updateLock(trx, renewed);
        return { result: lockView(renewed), records: { audit: [], events: [] } };
      }
      if (live) throw new ApiError('conflict', heldBy(row));
      await updateLock(trx, mine);
      const lapsed =
        row.holder_id === mine.holder_id
          ? []
          : [topicLockEvent(document, { topicId: row.topic_id, holderId: row.holder_id, holderName: row.holder_name, reason: 'expired' })];
      return taken(document, mine, lapsed);
    }
    throw new ApiError('conflict', LOCK_CHURN);
  });
}

const LOCK_CHURN = 'The lock of this topic changed meanwhile: please try again';

/** The lock just taken, announced after the lapse of the one before it, if any. */
function taken(document: DocumentRow, lock: LockRow, before: NewEvent[]) {
  const event = topicLockEvent(document, {
    topicId: lock.topic_id,
    holderId: lock.holder_id,
    holderName: lock.holder_name,
    reason: 'taken',
  });
  return { result: lockView(lock), records: { audit: [], events: [...before, event] } };
}
