import type { PresenceList } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { livePresence } from '../../db/presence-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { presenceList } from './presence-view.ts';

/** Who is present in the document now; lapsed presences are not counted. */
export async function listPresence(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<PresenceList> {
  const document = await visibleDocument(ctx, input.id);
  return presenceList(await livePresence(ctx.deps.db, document.id, ctx.deps.now()));
}
