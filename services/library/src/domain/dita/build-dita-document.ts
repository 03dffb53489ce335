import { ApiError, ErrorMessages, Messages } from '@ea/contracts';
import { type DocumentWritten, LibraryErrors, type XbrlMetadata } from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { currentMapTopics, folderMapDocuments } from '../../db/dita-repository.ts';
import { revisionsWithModels } from '../../db/topics-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleCompany } from '../access/visible-company.ts';
import { documentFields } from '../documents/document-rules.ts';
import { folderOfCompany } from '../folders/visible-folder.ts';
import { writeDerivedDocument } from '../rollforward/write-derived-document.ts';
import { mergeXbrlMetadata } from './merge-xbrl-metadata.ts';

export interface DitaBuildInput {
  companyId: number;
  folderId?: number | undefined;
  documentType?: number | undefined;
  title?: string | undefined;
  formType?: string | undefined;
  periodEndDate?: string | undefined;
}

/**
 * Builds a document from a map folder: the folder's documents held as maps, in title order, each
 * bringing a copy of its current topics. The new document goes beside the folder (into its
 * parent); its title is the folder's name and its type, form type and period those of the
 * folder's first document unless given. Its XBRL metadata joins the documents' (mergeXbrlMetadata).
 */
export async function buildDitaDocument(ctx: UseCaseContext<LibraryDeps>, input: DitaBuildInput): Promise<DocumentWritten> {
  const { deps, caller } = ctx;
  if (input.folderId === undefined) {
    throw new ApiError('validation', ErrorMessages.ditaMapFolderNotSelected, { folderId: Messages.folder.ditaFolderRequired });
  }
  const folderId = input.folderId;
  const company = await visibleCompany(ctx, input.companyId, { fresh: true });
  const at = deps.now();
  return commitChange(deps, caller.actor, async (trx) => {
    const folder = await folderOfCompany(trx, company.id, folderId, true);
    const sources = await folderMapDocuments(trx, company.id, folder.id);
    const first = sources[0];
    if (!first) throw new ApiError('validation', LibraryErrors.ditaFolderEmpty, { folderId: LibraryErrors.ditaFolderEmpty });
    const fields = documentFields({
      documentType: input.documentType ?? first.document_type,
      title: input.title ?? folder.name,
      formType: input.formType ?? first.form_type,
      periodEndDate: input.periodEndDate ?? first.period_end_date,
    });
    const entries = await currentMapTopics(
      trx,
      sources.map((s) => s.id),
    );
    const revisions = await revisionsWithModels(
      trx,
      entries.map((e) => e.revision_id),
    );
    const topics = sources.flatMap((source) =>
      entries
        .filter((e) => e.document_id === source.id)
        .map((e) => {
          const revision = revisions.get(e.revision_id)!;
          return { sourceTopicId: e.topic_id, title: revision.title, model: revision.model as unknown as ModelNode };
        }),
    );
    return writeDerivedDocument(trx, {
      company,
      folderId: folder.parent_id,
      fields,
      contentKind: 'model',
      predecessorId: null,
      xbrlMetadata: mergeXbrlMetadata(sources.map((s) => s.xbrl_metadata as XbrlMetadata | null)),
      topics,
      indexEntries: null,
      sourceDocumentIds: sources.map((s) => s.id),
      original: null,
      kind: 'built',
      actor: caller.actor,
      at,
      audit: { builtFrom: { folderId: folder.id, documentIds: sources.map((s) => s.id) } },
    });
  });
}
