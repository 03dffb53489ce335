import { randomUUID } from 'node:crypto';
import { DocumentState, SuccessMessages } from '@ea/contracts';
import type { DocumentWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { insertDocument } from '../../db/documents-repository.ts';
import { insertFiles } from '../../db/files-repository.ts';
import type { MapEntry } from '../../db/schema.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import { visibleCompany } from '../access/visible-company.ts';
import { folderOfCompany } from '../folders/visible-folder.ts';
import { emptyTopicModel } from '../topics/empty-topic.ts';
import { insertNewTopics } from '../topics/insert-new-topics.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { mapTopics } from '../versions/version-map.ts';
import { documentFields, optionalRevisionDescription } from './document-rules.ts';
import { documentAuditValues, documentDetail } from './document-view.ts';
import { fileColumns, uploadContent } from './upload-content.ts';

export interface CreateDocumentInput {
  companyId: number;
  folderId?: number | null | undefined;
  documentType?: number | undefined;
  title?: string | undefined;
  formType?: string | null | undefined;
  periodEndDate?: string | null | undefined;
  revisionDescription?: string | undefined;
  file?: UploadedFile | undefined;
}

/**
 * Adds a document to a company's library (in a folder, or at the top level). With a file, the
 * upload makes its content: topics of the document model (Word, HTML), or the file kept as it
 * is (XML, spreadsheet, PDF); without one, the document starts as one empty topic titled like
 * it. An Inline XBRL file's header becomes the document's XBRL metadata, so its facts (marks in
 * the topics) can be written back. Its first version pins what it starts with. Audited as Create,
 * announced as document.created.
 */
export async function createDocument(ctx: UseCaseContext<LibraryDeps>, input: CreateDocumentInput): Promise<DocumentWritten> {
  const { deps, caller } = ctx;
  const company = await visibleCompany(ctx, input.companyId, { fresh: true });
  const folderId = input.folderId ?? null;
  if (folderId !== null) await folderOfCompany(deps.db, company.id, folderId);
  const fields = documentFields(input, { fileGiven: input.file !== undefined });
  const description = optionalRevisionDescription(input.revisionDescription);
  const content = input.file ? await uploadContent(deps, input.file, fields.documentType) : null;
  const at = deps.now();
  const id = randomUUID();
  const firstVersionId = randomUUID();

  return commitChange(deps, caller.actor, async (trx) => {
    // The folder may have been deleted since it was checked: checked again under its lock.
    if (folderId !== null) await folderOfCompany(trx, company.id, folderId, true);
    await insertDocument(trx, {
      id,
      company_id: company.id,
      folder_id: folderId,
      document_type: fields.documentType,
      title: fields.title,
      form_type: fields.formType,
      period_end_date: fields.periodEndDate,
      state: DocumentState.none,
      content_kind: content?.kind ?? 'model',
      current_version_id: firstVersionId,
      version_number: 0,
      xbrl_metadata: content?.kind === 'model' && content.xbrl ? JSON.stringify(content.xbrl) : null,
      created_by: caller.actor.actorId,
      created_at: at,
      updated_by: caller.actor.actorId,
      updated_at: at,
    });
    const revision = { revisionDescription: description, createdBy: caller.actor.actorId, at };
    let map: MapEntry[] = [];
    if (content === null) map = await insertNewTopics(trx, id, [{ title: fields.title, model: emptyTopicModel() }], revision);
    else if (content.kind === 'model') map = await insertNewTopics(trx, id, content.topics, revision);
    const { version, document } = await createDocumentVersion(trx, {
      id: firstVersionId,
      document: { id, version_number: 0 },
      map,
      kind: content ? 'uploaded' : 'created',
      revisionDescription: description,
      actor: caller.actor,
      at,
    });
    const original =
      content?.kind === 'file'
        ? { document_id: id, version_id: version.id, kind: 'original' as const, ...fileColumns(content.original) }
        : null;
    const images = content?.kind === 'model' ? content.images : [];
    await insertFiles(trx, [
      ...(original ? [original] : []),
      ...images.map((image) => ({ document_id: id, version_id: null, kind: 'image' as const, ...fileColumns(image) })),
    ]);
    const topics = await mapTopics(trx, map);
    return {
      result: {
        ...documentDetail(document, {
          topics,
          file: original,
          successorIds: [],
        }),
        message: content ? SuccessMessages.documentUploaded : SuccessMessages.documentSaved,
        warnings: content?.warnings ?? [],
      },
      records: {
        audit: [
          {
            action: 'Create',
            targetType: 'document',
            targetId: id,
            channelId: company.channelId,
            companyId: company.id,
            after: { ...documentAuditValues(document), file: input.file?.fileName ?? null },
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
  });
}
