import type { DocumentDetail, DocumentSummary, MapTopic } from '@ea/contracts/library';
import type { DocumentRow } from '../../db/documents-repository.ts';
import type { FileRow } from '../../db/files-repository.ts';

export function documentSummary(row: DocumentRow): DocumentSummary {
  return {
    id: row.id,
    companyId: row.company_id,
    folderId: row.folder_id,
    documentType: row.document_type,
    title: row.title,
    formType: row.form_type,
    periodEndDate: row.period_end_date,
    releaseVersion: row.release_version,
    state: row.state,
    contentKind: row.content_kind,
    currentVersionId: row.current_version_id,
    versionNumber: row.version_number,
    locked: row.locked,
    predecessorId: row.predecessor_id,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at?.toISOString() ?? null,
    deletedBy: row.deleted_by,
  };
}

export function documentDetail(
  row: DocumentRow,
  content: { topics: MapTopic[]; file: Pick<FileRow, 'name' | 'content_type' | 'size'> | null; successorIds: string[] },
): DocumentDetail {
  return {
    ...documentSummary(row),
    topics: content.topics,
    file: content.file ? { name: content.file.name, contentType: content.file.content_type, size: content.file.size } : null,
    successorIds: content.successorIds,
  };
}

/** What the audit log keeps of a document's metadata, before and after a change. */
export function documentAuditValues(row: DocumentRow) {
  return {
    title: row.title,
    documentType: row.document_type,
    formType: row.form_type,
    periodEndDate: row.period_end_date,
    folderId: row.folder_id,
    state: row.state,
    versionNumber: row.version_number,
  };
}

/** An audit entry on the document: what changed about it after `action`. */
export function documentAuditEntry(document: DocumentRow, action: string, after: Record<string, unknown>) {
  return {
    action,
    targetType: 'document',
    targetId: document.id,
    channelId: document.channel_id,
    companyId: document.company_id,
    after,
  };
}
