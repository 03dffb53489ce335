import { ApiError } from '@ea/contracts';
import { LibraryErrors, type VersionDetail } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { mapTopics } from './version-map.ts';
import { versionView } from './version-view.ts';

/** One version of a document with its map. */
export async function readVersion(ctx: UseCaseContext<LibraryDeps>, input: { id: string; versionId: string }): Promise<VersionDetail> {
  const document = await visibleDocument(ctx, input.id, { deleted: 'any' });
  const version = await findVersion(ctx.deps.db, document.id, input.versionId);
  if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
  return { ...versionView(version), topics: await mapTopics(ctx.deps.db, version.map) };
}
