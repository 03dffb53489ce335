import type { FileRow } from './files-repository.ts';
import type { LibraryExecutor } from './schema.ts';

/**
 * The images the documents hold, one row per storage key: a document made from them (a
 * rollforward, a DITA build) holds the same images, so its topics' image references resolve.
 */
export async function imagesOfDocuments(ex: LibraryExecutor, documentIds: readonly string[]): Promise<FileRow[]> {
  if (documentIds.length === 0) return [];
  return ex
    .selectFrom('files')
    .select(['id', 'document_id', 'version_id', 'kind', 'key', 'name', 'content_type', 'size', 'created_at'])
    .distinctOn('key')
    .where('document_id', 'in', [...new Set(documentIds)])
    .where('kind', '=', 'image')
    .orderBy('key')
    .orderBy('id')
    .execute();
}
