import type { Readable } from 'node:stream';
import { ApiError } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findImage, originalOfVersion } from '../../db/files-repository.ts';
import { findVersionByNumber } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from './visible-document.ts';

export interface DocumentFileDownload {
  stream: Readable;
  name: string;
  contentType: string;
  size: number;
}

/**
 * The file a file document keeps: its current version's, or version `version`'s (its number), as
 * the preview of an earlier version offers it. "File not Available for Download" for a model document.
 */
export async function readDocumentFile(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; version?: number | undefined },
): Promise<DocumentFileDownload> {
  const document = await visibleDocument(ctx, input.id);
  let versionId = document.current_version_id;
  if (input.version !== undefined) {
    const version = await findVersionByNumber(ctx.deps.db, document.id, input.version);
    if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
    versionId = version.id;
  }
  const file = await originalOfVersion(ctx.deps.db, versionId);
  if (!file) throw new ApiError('notFound', LibraryErrors.fileNotFound);
  return { stream: await ctx.deps.storage.get(file.key), name: file.name, contentType: file.content_type, size: file.size };
}

/** An image of the document's topics, by the key its model names; only the document's own images are served. */
export async function readDocumentImage(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; key: string },
): Promise<DocumentFileDownload> {
  const document = await visibleDocument(ctx, input.id);
  const image = await findImage(ctx.deps.db, document.id, input.key);
  if (!image) throw new ApiError('notFound', LibraryErrors.fileNotFound);
  return { stream: await ctx.deps.storage.get(image.key), name: image.name, contentType: image.content_type, size: image.size };
}
