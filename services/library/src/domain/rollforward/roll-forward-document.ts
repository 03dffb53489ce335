import { ApiError, Messages } from '@ea/contracts';
import {
  type DocumentWritten,
  type IndexEntry,
  isIsoDate,
  LibraryErrors,
  LibraryRuleMessages,
  type XbrlMetadata,
} from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { originalOfVersion } from '../../db/files-repository.ts';
import { latestReleasedVersion } from '../../db/releases-repository.ts';
import { revisionsWithModels } from '../../db/topics-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentFields } from '../documents/document-rules.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { folderOfCompany } from '../folders/visible-folder.ts';
import { insertThreadCopies, planThreadCopies } from './copy-comment-threads.ts';
import { type PeriodContent, rollForwardContent } from './roll-forward-content.ts';
import { type CopiedTopic, writeDerivedDocument } from './write-derived-document.ts';

export interface RollforwardInput {
  documentId: string;
  versionId?: string | undefined;
  periodEndDate?: string | undefined;
  title?: string | undefined;
  keepComments?: boolean | undefined;
  folderId?: number | null | undefined;
}

/** The new period end date, checked: required, a calendar date. */
function newPeriodEnd(text: string | undefined): string {
  const date = text?.trim() ?? '';
  if (date === '')
    throw new ApiError('validation', Messages.document.periodEndRequired, { periodEndDate: Messages.document.periodEndRequired });
  if (!isIsoDate(date))
    throw new ApiError('validation', LibraryRuleMessages.periodEndInvalid, { periodEndDate: LibraryRuleMessages.periodEndInvalid });
  return date;
}

/**
 * Rolls a document forward to a new period: a new document, linked to its predecessor, made of
 * a copy of one version's map and topics (the latest release unless a version is named), with
 * the new period end date, the XBRL contexts moved by the same calendar offset, and the comments
 * either dropped or kept: the threads anchored in the copy, with their comments, copied into the
 * new document (planThreadCopies). The predecessor is not changed.
 */
export async function rollForwardDocument(ctx: UseCaseContext<LibraryDeps>, input: RollforwardInput): Promise<DocumentWritten> {
  const { deps, caller } = ctx;
  const at = deps.now();
  return commitChange(deps, caller.actor, async (trx) => {
    // The records named are found (or not, 404) before the rest is judged, so a record out of scope answers alike whatever else is sent.
    const source = await visibleDocument(ctx, input.documentId, { trx });
    const version = input.versionId ? await findVersion(trx, source.id, input.versionId) : await latestReleasedVersion(trx, source.id);
    if (!version) throw new ApiError('notFound', input.versionId ? LibraryErrors.versionNotFound : LibraryErrors.noRelease);
    const folderId = input.folderId === undefined ? source.folder_id : input.folderId;
    // Locked so the folder cannot be deleted before the document lands in it.
    if (folderId !== null) await folderOfCompany(trx, source.company_id, folderId, true);
    const periodEndDate = newPeriodEnd(input.periodEndDate);
    const fields = documentFields({
      documentType: source.document_type,
      title: input.title ?? source.title,
      formType: source.form_type,
      periodEndDate,
    });
    const revisions = await revisionsWithModels(
      trx,
      version.map.map((entry) => entry.revisionId),
    );
    const copied = version.map.map((entry) => {
      const revision = revisions.get(entry.revisionId)!;
      return { sourceTopicId: entry.topicId, title: revision.title, model: revision.model as unknown as ModelNode };
    });
    const keepComments = input.keepComments ?? true;
    const { topics, plan } = keepComments
      ? await planThreadCopies(trx, source.id, copied)
      : { topics: copied, plan: { copies: new Map(), threads: [] } };
    const rolled = movedContent(
      { periodEndDate: source.period_end_date, xbrlMetadata: source.xbrl_metadata as XbrlMetadata | null, topics },
      { periodEndDate, keepComments },
    );
    const written = await writeDerivedDocument(trx, {
      company: { id: source.company_id, channelId: source.channel_id },
      folderId,
      fields,
      contentKind: source.content_kind,
      predecessorId: source.id,
      xbrlMetadata: rolled.xbrlMetadata,
      topics: rolled.topics,
      indexEntries: source.index_entries as IndexEntry[] | null,
      sourceDocumentIds: [source.id],
      original: source.content_kind === 'file' ? await originalOfVersion(trx, version.id) : null,
      kind: 'rolled-forward',
      actor: caller.actor,
      at,
      audit: { predecessorId: source.id, fromVersion: version.number, keepComments, commentThreads: plan.threads.length },
    });
    await insertThreadCopies(trx, written.result.id, plan, written.topicCopies);
    return { result: written.result, records: written.records };
  });
}

/** The content moved to the new period; a move that would take a context's dates out of four-digit years is an invalid date. */
function movedContent(content: PeriodContent<CopiedTopic>, options: { periodEndDate: string; keepComments: boolean }) {
  try {
    return rollForwardContent(content, options);
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ApiError('validation', LibraryRuleMessages.periodEndInvalid, { periodEndDate: LibraryRuleMessages.periodEndInvalid });
    }
    throw error;
  }
}
