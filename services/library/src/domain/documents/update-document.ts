import { SuccessMessages } from '@ea/contracts';
import type { DocumentUpdateBody, DocumentWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { successorIds, updateDocument as updateDocumentRow } from '../../db/documents-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { assertEditable } from '../access/editable-document.ts';
import { folderOfCompany } from '../folders/visible-folder.ts';
import { currentContent } from './document-content.ts';
import { documentFields } from './document-rules.ts';
import { documentAuditValues, documentDetail } from './document-view.ts';
import { visibleDocument } from './visible-document.ts';

/**
 * Edits a live document's metadata (title, form type, period end date, folder, state none or
 * submitted): the fields given replace the saved ones and the whole is checked by the spec's
 * rules. Content is not touched, so no version is made. Audited as Update, announced as
 * document.updated.
 */
export async function updateDocument(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; changes: DocumentUpdateBody },
): Promise<DocumentWritten> {
  const { deps, caller } = ctx;
  const { changes } = input;
  return commitChange(deps, caller.actor, async (trx) => {
    const before = await visibleDocument(ctx, input.id, { trx, lock: true });
    assertEditable(before);
    const folderId = changes.folderId === undefined ? before.folder_id : changes.folderId;
    if (folderId !== null && folderId !== before.folder_id) await folderOfCompany(trx, before.company_id, folderId, true);
    const fields = documentFields({
      documentType: before.document_type,
      title: changes.title ?? before.title,
      formType: changes.formType === undefined ? before.form_type : changes.formType,
      periodEndDate: changes.periodEndDate === undefined ? before.period_end_date : changes.periodEndDate,
    });
    const after = await updateDocumentRow(trx, before.id, {
      title: fields.title,
      form_type: fields.formType,
      period_end_date: fields.periodEndDate,
      folder_id: folderId,
      state: changes.state ?? before.state,
      updated_at: deps.now(),
      updated_by: caller.actor.actorId,
    });
    const [content, successors] = await Promise.all([currentContent(trx, after), successorIds(trx, after.id)]);
    return {
      result: {
        ...documentDetail(after, { topics: content.topics, file: content.file, successorIds: successors }),
        message: SuccessMessages.documentSaved,
        warnings: [],
      },
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: after.id,
            channelId: after.channel_id,
            companyId: after.company_id,
            before: documentAuditValues(before),
            after: documentAuditValues(after),
          },
        ],
        events: [documentEvent('document.updated', after)],
      },
    };
  });
}
