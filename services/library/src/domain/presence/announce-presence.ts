import type { PresenceBody, PresenceList } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { deleteLapsedPresence, findPresenceForUpdate, livePresence, upsertPresence } from '../../db/presence-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { presenceEvent } from '../../events/collaboration-events.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { expiryFrom } from '../locks/lock-expiry.ts';
import { assertCurrentTopic } from '../topics/current-topic.ts';
import { presenceList } from './presence-view.ts';

/**
 * The caller is in the document (the heartbeat), on a topic of its current map or none, viewing
 * or editing, for LOCK_TTL_SECONDS from now; answers who is present. presence.changed is announced
 * when the caller arrives (or returns after lapsing) or moves to another topic or mode, not on a
 * beat that changes nothing. Presences that lapsed are forgotten on the way.
 */
export async function announcePresence(ctx: UseCaseContext<LibraryDeps>, input: PresenceBody & { id: string }): Promise<PresenceList> {
  const { deps, caller } = ctx;
  return commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    if (input.topicId !== null) await assertCurrentTopic(trx, document.id, input.topicId);
    const at = deps.now();
    const before = await findPresenceForUpdate(trx, document.id, caller.claims.sub);
    await deleteLapsedPresence(trx, document.id, at);
    await upsertPresence(trx, {
      document_id: document.id,
      user_id: caller.claims.sub,
      user_name: caller.claims.email,
      topic_id: input.topicId,
      mode: input.mode,
      seen_at: at,
      expires_at: expiryFrom(at),
    });
    const changed = !before || before.expires_at <= at || before.topic_id !== input.topicId || before.mode !== input.mode;
    return {
      result: presenceList(await livePresence(trx, document.id, at)),
      records: { audit: [], events: changed ? [presenceEvent(document)] : [] },
    };
  });
}
