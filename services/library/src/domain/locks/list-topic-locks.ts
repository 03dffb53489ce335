import type { TopicLockList } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { liveLocks } from '../../db/locks-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { lockView } from './lock-view.ts';

/** The document's live locks: a lapsed lock is free, so it is not listed. */
export async function listTopicLocks(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<TopicLockList> {
  const document = await visibleDocument(ctx, input.id);
  const rows = await liveLocks(ctx.deps.db, document.id, ctx.deps.now());
  return { locks: rows.map(lockView) };
}
