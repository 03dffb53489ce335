import { ApiError } from '@ea/contracts';
import { LibraryErrors, type Preview } from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { originalOfVersion } from '../../db/files-repository.ts';
import { revisionsWithModels } from '../../db/topics-repository.ts';
import { findVersion, findVersionByNumber } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { previewXhtml } from './preview-xhtml.ts';

/**
 * A version of a document (the current one unless a number is given) for the preview: the whole
 * document as XHTML, or, for a document kept as a file, what the file is (fetched on its own).
 */
export async function previewDocument(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; version?: number | undefined },
): Promise<Preview> {
  const db = ctx.deps.db;
  const document = await visibleDocument(ctx, input.id);
  const version =
    input.version === undefined
      ? await findVersion(db, document.id, document.current_version_id)
      : await findVersionByNumber(db, document.id, input.version);
  if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
  const base = { id: document.id, title: document.title, documentType: document.document_type };
  if (document.content_kind === 'file') {
    const file = await originalOfVersion(db, version.id);
    if (!file) throw new ApiError('notFound', LibraryErrors.fileNotFound);
    return { ...base, contentKind: 'file', xhtml: null, file: { name: file.name, contentType: file.content_type, size: file.size } };
  }
  const revisions = await revisionsWithModels(
    db,
    version.map.map((entry) => entry.revisionId),
  );
  const topics = version.map.map((entry) => ({ id: entry.topicId, model: revisions.get(entry.revisionId)!.model as unknown as ModelNode }));
  return { ...base, contentKind: 'model', xhtml: previewXhtml(document, topics), file: null };
}
