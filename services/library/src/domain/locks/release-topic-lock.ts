import { ApiError, isAdmin } from '@ea/contracts';
import { commitChange, NO_RECORDS, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteLock, findLock } from '../../db/locks-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { topicLockEvent } from '../../events/collaboration-events.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { assertTopicOfDocument } from '../topics/current-topic.ts';
import { heldBy } from './lock-view.ts';

/**
 * Releases the lock of a topic: its holder lets it go (topic.unlocked "released"); a lock nobody
 * holds (none, or lapsed) is already free, so releasing it again changes nothing. Someone else's
 * live lock is refused (409 naming the holder) unless an admin breaks it with `force`
 * (topic.unlocked "broken", and an audit entry of whose lock it was: the holder's unsaved edit
 * can no longer be saved over the lock). `force` is an admin's alone (403 to others). A topic
 * the map has left out may still be released, and so may a topic of a final document.
 */
export async function releaseTopicLock(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; topicId: string; force?: boolean | undefined },
): Promise<void> {
  const { deps, caller } = ctx;
  await commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    await assertTopicOfDocument(trx, document.id, input.topicId);
    assertEditor(caller.claims);
    if (input.force && !isAdmin(caller.claims)) throw new ApiError('forbidden');
    const row = await findLock(trx, document.id, input.topicId, true);
    if (!row) return { result: undefined, records: NO_RECORDS };
    const live = row.expires_at > deps.now();
    const held = { topicId: row.topic_id, holderId: row.holder_id, holderName: row.holder_name };
    if (row.holder_id === caller.claims.sub) {
      await deleteLock(trx, document.id, input.topicId);
      return { result: undefined, records: { audit: [], events: live ? [topicLockEvent(document, { ...held, reason: 'released' })] : [] } };
    }
    if (!live) return { result: undefined, records: NO_RECORDS };
    if (!input.force) throw new ApiError('conflict', heldBy(row));
    await deleteLock(trx, document.id, input.topicId);
    return {
      result: undefined,
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
            before: { topicLock: held },
            after: { topicLock: null, topicId: row.topic_id, note: `Topic lock of ${row.holder_name} broken by an admin` },
          },
        ],
        events: [topicLockEvent(document, { ...held, reason: 'broken' })],
      },
    };
  });
}
