import { SuccessMessages } from '@ea/contracts';
import { isDocumentType, type VersionWritten } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateDocument } from '../../db/documents-repository.ts';
import { insertFiles } from '../../db/files-repository.ts';
import type { RenderJobRow } from '../../db/render-jobs-repository.ts';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { revisionHeads } from '../../db/topics-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import { assertEditable } from '../access/editable-document.ts';
import { insertCommentTransfer } from '../comments/request-comment-transfer.ts';
import { revisionDescription } from '../documents/document-rules.ts';
import { fileColumns, type UploadContent, uploadContent } from '../documents/upload-content.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { insertNewTopics } from '../topics/insert-new-topics.ts';
import { modelHash, writeTopicRevision } from '../topics/write-topic-revision.ts';
import { createDocumentVersion } from './create-document-version.ts';
import { versionedResult } from './versioned-result.ts';

/**
 * New Version Upload: a new file for a document, checked and converted as on creation (the
 * document's type decides which files it takes), becomes its next version. Topics are matched to
 * the current ones by title, in order: a matched topic whose content changed gets a new revision,
 * an unchanged one keeps its revision, new titles become new topics and topics the file no longer
 * has leave the map; so history shows what the upload changed topic by topic. A file kept as it is
 * replaces the kept file; an Inline XBRL file's header replaces the document's XBRL metadata.
 * Audited as "New Version Upload", announced as document.versioned. The upload's content has no
 * comment anchors: a comment transfer job carries the document's threads over to it
 * (run-comment-transfer).
 */
export async function uploadNewVersion(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; revisionDescription?: string | undefined; file: UploadedFile },
): Promise<VersionWritten> {
  const { deps, caller } = ctx;
  const known = await visibleDocument(ctx, input.id);
  const description = revisionDescription(input.revisionDescription);
  assertEditable(known);
  const content = await uploadContent(deps, input.file, isDocumentType(known.document_type) ? known.document_type : undefined);
  let transfer: RenderJobRow | null = null;
  const written = await commitChange(deps, caller.actor, async (trx) => {
    const document = await visibleDocument(ctx, input.id, { trx, lock: true });
    assertEditable(document);
    const at = deps.now();
    const revision = { revisionDescription: description, createdBy: caller.actor.actorId, at };
    const current = (await findVersion(trx, document.id, document.current_version_id))?.map ?? [];
    const { map, changed } =
      content.kind === 'model' ? await mergeTopics(trx, document.id, current, content, revision) : { map: [], changed: [] };
    const made = await createDocumentVersion(trx, {
      document,
      map,
      kind: 'uploaded',
      revisionDescription: description,
      contentKind: content.kind,
      actor: caller.actor,
      at,
    });
    await insertFiles(
      trx,
      content.kind === 'file'
        ? [{ document_id: document.id, version_id: made.version.id, kind: 'original', ...fileColumns(content.original) }]
        : content.images.map((image) => ({ document_id: document.id, version_id: null, kind: 'image' as const, ...fileColumns(image) })),
    );
    // The new file's facts refer to its own header's contexts and units: they replace the document's.
    const xbrl = content.kind === 'model' ? content.xbrl : null;
    if (xbrl) await updateDocument(trx, document.id, { xbrl_metadata: JSON.stringify(xbrl) });
    const removed = current.filter((entry) => !map.some((e) => e.topicId === entry.topicId)).map((entry) => entry.topicId);
    if (content.kind === 'model') {
      transfer = await insertCommentTransfer(trx, { document, fromVersion: document.version_number, version: made.version, caller, at });
    }
    return versionedResult(trx, made, {
      message: SuccessMessages.newVersionUpload,
      warnings: content.warnings,
      action: 'New Version Upload',
      changedTopicIds: [...changed, ...removed],
      audit: { file: input.file.fileName, ...(xbrl ? { xbrlContexts: xbrl.contexts.length, xbrlUnits: xbrl.units?.length ?? 0 } : {}) },
    });
  });
  // Queued after the commit (the job reads what the upload wrote).
  const queued = transfer as RenderJobRow | null;
  if (queued) await deps.commentTransfers.enqueue({ renderJobId: queued.id, generation: queued.generation });
  return written;
}

/** The new map of a converted upload against the current one: matched by title in order, revised only where content changed. */
async function mergeTopics(
  trx: LibraryExecutor,
  documentId: string,
  current: readonly MapEntry[],
  content: Extract<UploadContent, { kind: 'model' }>,
  revision: { revisionDescription: string | null; createdBy: string | null; at: Date },
): Promise<{ map: MapEntry[]; changed: string[] }> {
  const heads = await revisionHeads(
    trx,
    current.map((e) => e.revisionId),
  );
  const unmatched = current.map((entry) => ({ entry, head: heads.get(entry.revisionId)! }));
  const map: MapEntry[] = [];
  const changed: string[] = [];
  for (const topic of content.topics) {
    const index = unmatched.findIndex((candidate) => candidate.head.title === topic.title);
    if (index < 0) {
      const [entry] = await insertNewTopics(trx, documentId, [topic], revision);
      map.push(entry!);
      changed.push(entry!.topicId);
      continue;
    }
    const [{ entry, head }] = unmatched.splice(index, 1) as [(typeof unmatched)[number]];
    if (head.hash === modelHash(topic.model)) {
      map.push(entry);
      continue;
    }
    const written = await writeTopicRevision(trx, { topicId: entry.topicId, title: topic.title, model: topic.model, ...revision });
    map.push({ topicId: entry.topicId, revisionId: written.id });
    changed.push(entry.topicId);
  }
  return { map, changed };
}
