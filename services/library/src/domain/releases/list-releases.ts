import { ApiError } from '@ea/contracts';
import { LibraryErrors, type Release } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { listReleases as listReleaseRows } from '../../db/releases-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { releaseView } from './release-view.ts';

/** The releases of a document the caller may see, the latest first; "No Release Found" before the first. */
export async function listReleases(ctx: UseCaseContext<LibraryDeps>, input: { documentId: string }): Promise<{ items: Release[] }> {
  const document = await visibleDocument(ctx, input.documentId);
  const rows = await listReleaseRows(ctx.deps.db, document.id);
  if (rows.length === 0) throw new ApiError('notFound', LibraryErrors.noRelease);
  return { items: rows.map(releaseView) };
}
