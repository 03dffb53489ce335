import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { deletePresence } from '../../db/presence-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { presenceEvent } from '../../events/collaboration-events.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** The caller leaves the document: presence.changed when they were still counted present. */
export async function leaveDocument(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<void> {
  const { deps, caller } = ctx;
  await commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx });
    const removed = await deletePresence(trx, document.id, caller.claims.sub);
    const wasPresent = removed !== null && removed.expires_at > deps.now();
    return { result: undefined, records: { audit: [], events: wasPresent ? [presenceEvent(document)] : [] } };
  });
}
