import { randomUUID } from 'node:crypto';
import { DocumentState, SuccessMessages } from '@ea/contracts';
import type { DocumentFields, DocumentWritten, IndexEntry, VersionKind, XbrlMetadata } from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';
import type { AuditActor, ChangeRecords } from '@ea/service-kit/use-case';
import { imagesOfDocuments } from '../../db/document-copy-repository.ts';
import { insertDocument, updateDocument } from '../../db/documents-repository.ts';
import { type FileRow, insertFiles } from '../../db/files-repository.ts';
import type { LibraryExecutor } from '../../db/schema.ts';
import { documentEvent } from '../../events/document-events.ts';
import { documentAuditValues, documentDetail } from '../documents/document-view.ts';
import { insertNewTopics } from '../topics/insert-new-topics.ts';
import { topicModel } from '../topics/write-topic-revision.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { mapTopics } from '../versions/version-map.ts';

/** A topic copied from another document: where it came from, its title and content. */
export interface CopiedTopic {
  sourceTopicId: string;
  title: string;
  model: ModelNode;
}

export interface DerivedDocument {
  company: { id: number; channelId: number };
  folderId: number | null;
  fields: DocumentFields;
  contentKind: 'model' | 'file';
  predecessorId: string | null;
  xbrlMetadata: XbrlMetadata | null;
  topics: readonly CopiedTopic[];
  /** Index entries naming source topics: kept for the topics copied, pointed at their copies. */
  indexEntries: readonly IndexEntry[] | null;
  /** The documents whose images the topics may show. */
  sourceDocumentIds: readonly string[];
  /** The original file of a document kept as a file. */
  original: FileRow | null;
  kind: Extract<VersionKind, 'rolled-forward' | 'built'>;
  actor: AuditActor;
  at: Date;
  /** What the audit entry adds about where the document came from. */
  audit: Record<string, unknown>;
}

/**
 * Writes a new document made of other documents' content (a rollforward, a DITA build): its row,
 * a first revision of each copied topic, the files its content needs, and its first version.
 * Call it in the change's transaction. Answers the document as written with the change's audit
 * entry (Create) and event (document.created), and the copy of each source topic.
 */
export async function writeDerivedDocument(
  trx: LibraryExecutor,
  input: DerivedDocument,
): Promise<{ result: DocumentWritten; records: ChangeRecords; topicCopies: ReadonlyMap<string, string> }> {
  const id = randomUUID();
  const firstVersionId = randomUUID();
  const { actor, at } = input;
  await insertDocument(trx, {
    id,
    company_id: input.company.id,
    folder_id: input.folderId,
    document_type: input.fields.documentType,
    title: input.fields.title,
    form_type: input.fields.formType,
    period_end_date: input.fields.periodEndDate,
    state: DocumentState.none,
    content_kind: input.contentKind,
    current_version_id: firstVersionId,
    version_number: 0,
    locked: false,
    predecessor_id: input.predecessorId,
    xbrl_metadata: input.xbrlMetadata === null ? null : JSON.stringify(input.xbrlMetadata),
    created_by: actor.actorId,
    created_at: at,
    updated_by: actor.actorId,
    updated_at: at,
  });
  const map = await insertNewTopics(
    trx,
    id,
    input.topics.map((topic) => ({ title: topic.title, model: topicModel(topic.model) })),
    { revisionDescription: null, createdBy: actor.actorId, at },
  );
  const copies = new Map(input.topics.map((topic, i) => [topic.sourceTopicId, map[i]!.topicId]));
  const indexEntries = (input.indexEntries ?? []).flatMap((entry) => {
    const topicId = copies.get(entry.topicId);
    return topicId ? [{ ...entry, topicId }] : [];
  });
  const { version, document: versioned } = await createDocumentVersion(trx, {
    id: firstVersionId,
    document: { id, version_number: 0 },
    map,
    kind: input.kind,
    revisionDescription: null,
    actor,
    at,
  });
  const images = input.contentKind === 'model' ? await imagesOfDocuments(trx, input.sourceDocumentIds) : [];
  const original = input.original && { ...input.original, document_id: id, version_id: version.id };
  await insertFiles(trx, [
    ...(original ? [fileCopy(original)] : []),
    ...images.map((image) => fileCopy({ ...image, document_id: id, version_id: null })),
  ]);
  const document = indexEntries.length > 0 ? await updateDocument(trx, id, { index_entries: JSON.stringify(indexEntries) }) : versioned;
  return {
    topicCopies: copies,
    result: {
      ...documentDetail(document, { topics: await mapTopics(trx, map), file: original, successorIds: [] }),
      message: SuccessMessages.documentSaved,
      warnings: [],
    },
    records: {
      audit: [
        {
          action: 'Create',
          targetType: 'document',
          targetId: id,
          channelId: input.company.channelId,
          companyId: input.company.id,
          after: { ...documentAuditValues(document), ...input.audit },
        },
      ],
      events: [
        documentEvent(
          'document.created',
          document,
          map.map((entry) => entry.topicId),
        ),
      ],
    },
  };
}

function fileCopy(file: FileRow) {
  const { id: _, created_at: __, ...columns } = file;
  return columns;
}
