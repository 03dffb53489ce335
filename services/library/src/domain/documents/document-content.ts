import type { MapTopic } from '@ea/contracts/library';
import type { DocumentRow } from '../../db/documents-repository.ts';
import { type FileRow, originalOfVersion } from '../../db/files-repository.ts';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { findVersion } from '../../db/versions-repository.ts';
import { mapTopics } from '../versions/version-map.ts';

/** What the document's current version holds: its map's topics and, for a file document, the kept file. */
export async function currentContent(
  ex: LibraryExecutor,
  document: DocumentRow,
): Promise<{ map: MapEntry[]; topics: MapTopic[]; file: FileRow | null }> {
  const version = await findVersion(ex, document.id, document.current_version_id);
  const map = version?.map ?? [];
  const [topics, file] = await Promise.all([mapTopics(ex, map), originalOfVersion(ex, document.current_version_id)]);
  return { map, topics, file };
}
