import type { VersionWritten } from '@ea/contracts/library';
import type { DocumentRow } from '../../db/documents-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import type { VersionRow } from '../../db/versions-repository.ts';
import { documentEvent } from '../../events/document-events.ts';
import { mapTopics } from './version-map.ts';
import { versionView } from './version-view.ts';

/**
 * What a change that made a version answers and records: the version with its map, the message,
 * the audit entry (its action and what it tells) and the document.versioned event naming the
 * topics it changed.
 */
export async function versionedResult(
  trx: LibraryExecutor,
  made: { version: VersionRow; document: DocumentRow },
  options: { message: string; warnings?: string[]; action: string; changedTopicIds: readonly string[]; audit?: Record<string, unknown> },
) {
  const { version, document } = made;
  const result: VersionWritten = {
    documentId: document.id,
    version: versionView(version),
    topics: await mapTopics(trx, version.map),
    message: options.message,
    warnings: options.warnings ?? [],
  };
  return {
    result,
    records: {
      audit: [
        {
          action: options.action,
          targetType: 'document',
          targetId: document.id,
          channelId: document.channel_id,
          companyId: document.company_id,
          after: {
            versionNumber: version.number,
            kind: version.kind,
            revisionDescription: version.revision_description,
            topicIds: [...options.changedTopicIds],
            ...options.audit,
          },
        },
      ],
      events: [documentEvent('document.versioned', document, options.changedTopicIds)],
    },
  };
}
