import { JobResult, RenderingStatus } from '@ea/contracts';
import { type CommentTransfer, commentThreadIds, type ModelNode, transferComments } from '@ea/document-model';
import { type AuditActor, type ChangeRecords, commitChange } from '@ea/service-kit/use-case';
import { type CommentThreadRow, threadsOfDocument, updateThread } from '../../db/comments-repository.ts';
import { type DocumentRow, findDocumentForJob } from '../../db/documents-repository.ts';
import { findJob, type RenderJobRow } from '../../db/render-jobs-repository.ts';
import type { LibraryExecutor, MapEntry } from '../../db/schema.ts';
import { type RevisionRow, revisionsWithModels } from '../../db/topics-repository.ts';
import { findVersion, findVersionByNumber } from '../../db/versions-repository.ts';
import { commentChangedEvent } from '../../events/comment-events.ts';
import type { RenderWorkPayload, RenderWorkResult } from '../../jobs/render-queues.ts';
import { documentAuditEntry } from '../documents/document-view.ts';
import { assertNotLockedByOther } from '../locks/topic-lock-guard.ts';
import { changeJob, markPending } from '../rendering/job-outcome.ts';
import type { RenderDeps } from '../rendering/render-deps.ts';
import { renderLogKey } from '../rendering/render-storage.ts';
import { writeTopicRevision } from '../topics/write-topic-revision.ts';
import { createDocumentVersion } from '../versions/create-document-version.ts';
import { versionedResult } from '../versions/versioned-result.ts';
import type { CommentTransferOptions } from './request-comment-transfer.ts';

export const COMMENT_TRANSFER_FAILED = 'Comments could not be transferred to the new version.';

/** A topic's content in a version's map, and its title there. */
interface MappedTopic {
  topicId: string;
  title: string;
  model: ModelNode;
}

/**
 * One run of a comment transfer: the threads anchored in the version before a New Version Upload
 * (and those an earlier transfer could not place) are re-anchored on the document's current
 * content (transferComments). Topics that gain anchors are saved as a new version ("Comments
 * transferred"), threads that moved topic follow, threads whose words are gone are marked as not
 * placed in the uploaded version: listed, never dropped. All of it in one transaction with the
 * document row locked, so it cannot interleave with a save; a topic someone else has locked fails
 * the try (retried later: their save would otherwise meet a revision conflict). Run again, it finds
 * every thread already placed and changes nothing.
 */
export async function runCommentTransfer(deps: RenderDeps, work: RenderWorkPayload): Promise<RenderWorkResult> {
  const job = await markPending(deps, work.renderJobId, work.generation);
  if (!job) {
    const row = await findJob(deps.db, work.renderJobId);
    return { renderJobId: work.renderJobId, status: row?.status ?? RenderingStatus.notApplicable };
  }
  const outcome = await commitChange(deps, requesterOf(job), async (trx) => {
    const document = await findDocumentForJob(trx, job.document_id, true);
    if (!document) throw new Error('The document no longer exists.');
    const { fromVersion } = job.options as unknown as CommentTransferOptions;
    const from = await findVersionByNumber(trx, document.id, fromVersion);
    const current = await findVersion(trx, document.id, document.current_version_id);
    if (!from || !current) throw new Error(`Version ${fromVersion} or the current version is missing.`);
    const revisions = await revisionsWithModels(
      trx,
      [...from.map, ...current.map].map((entry) => entry.revisionId),
    );
    const before = mapped(from.map, revisions);
    const after = mapped(current.map, revisions);
    const threads = await threadsOfDocument(trx, document.id);
    const anchored = new Set(before.flatMap((topic) => [...commentThreadIds(topic.model)]));
    const candidates = threads.filter((thread) => anchored.has(thread.id) || thread.unplaced_in !== null);
    const transfer = transferComments(before, after, candidates);
    const at = deps.now();
    for (const topicId of transfer.topics.keys()) {
      await assertNotLockedByOther(trx, { documentId: document.id, topicId, userId: job.requested_by, now: at });
    }
    const changed = await placeThreads(trx, candidates, transfer, job.version_number);
    const report = { placed: transfer.placed.length, unplaced: transfer.unplaced.length, fromVersion, toVersion: job.version_number };
    const log = transferLog(document, report, transfer, candidates, after);
    const threadEvents = changed.map((thread) => commentChangedEvent(document, thread));
    if (transfer.topics.size === 0) {
      const records: ChangeRecords = {
        audit: [documentAuditEntry(document, 'Comments', { commentTransfer: report })],
        events: threadEvents,
      };
      return { result: { report, log }, records };
    }
    const description = `Comments transferred from version ${fromVersion}`;
    const map: MapEntry[] = [];
    for (const entry of current.map) {
      const model = transfer.topics.get(entry.topicId);
      if (!model) {
        map.push(entry);
        continue;
      }
      const title = revisions.get(entry.revisionId)!.title;
      const written = await writeTopicRevision(trx, {
        topicId: entry.topicId,
        title,
        model,
        revisionDescription: description,
        createdBy: job.requested_by,
        at,
      });
      map.push({ topicId: entry.topicId, revisionId: written.id });
    }
    const made = await createDocumentVersion(trx, {
      document,
      map,
      kind: 'comments-transferred',
      revisionDescription: description,
      actor: requesterOf(job),
      at,
    });
    const versioned = await versionedResult(trx, made, {
      message: description,
      action: 'Comments',
      changedTopicIds: [...transfer.topics.keys()],
      audit: { commentTransfer: report },
    });
    return { result: { report, log }, records: { ...versioned.records, events: [...versioned.records.events, ...threadEvents] } };
  });
  await deps.storage.put(renderLogKey(job.id), Buffer.from(outcome.log), { contentType: 'text/plain; charset=utf-8' });
  const done = await changeJob(
    deps,
    job.id,
    () => ({
      status: RenderingStatus.completed,
      result: JobResult.completed,
      progress: 100,
      message: transferMessage(outcome.report),
      finished_at: deps.now(),
      log_key: renderLogKey(job.id),
    }),
    null,
  );
  return { renderJobId: job.id, status: done?.status ?? RenderingStatus.completed };
}

/** "Comments transferred: 4 placed, 1 not placed." */
export function transferMessage(report: { placed: number; unplaced: number }): string {
  return `Comments transferred: ${report.placed} placed, ${report.unplaced} not placed.`;
}

/** The uploader, named on the revisions and version the transfer writes. */
function requesterOf(job: RenderJobRow): AuditActor {
  return { actorId: job.requested_by, actorEmail: job.requested_by_email, ip: null, requestId: null };
}

function mapped(map: readonly MapEntry[], revisions: ReadonlyMap<string, RevisionRow>): MappedTopic[] {
  return map.map((entry) => {
    const revision = revisions.get(entry.revisionId)!;
    return { topicId: entry.topicId, title: revision.title, model: revision.model as unknown as ModelNode };
  });
}

/** Moves placed threads to their topic and marks the others as not placed in `version`; answers the threads changed. */
async function placeThreads(
  trx: LibraryExecutor,
  threads: readonly CommentThreadRow[],
  transfer: CommentTransfer,
  version: number,
): Promise<CommentThreadRow[]> {
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  const changed: CommentThreadRow[] = [];
  for (const placement of transfer.placed) {
    const thread = byId.get(placement.threadId)!;
    if (thread.topic_id === placement.topicId && thread.unplaced_in === null) continue;
    changed.push(await updateThread(trx, thread.id, { topic_id: placement.topicId, unplaced_in: null }));
  }
  for (const { id } of transfer.unplaced) {
    const thread = byId.get(id)!;
    if (thread.unplaced_in !== null) continue;
    changed.push(await updateThread(trx, thread.id, { unplaced_in: version }));
  }
  return changed;
}

const HOW: Record<string, string> = {
  kept: 'anchor already there',
  'same-text': 'paragraph unchanged',
  matched: 'text found',
};

/** The downloadable log: every thread, where it went or that its words are gone. */
function transferLog(
  document: DocumentRow,
  report: { placed: number; unplaced: number; fromVersion: number; toVersion: number },
  transfer: CommentTransfer,
  threads: readonly CommentThreadRow[],
  topics: readonly MappedTopic[],
): string {
  const quote = (id: string) => JSON.stringify(threads.find((thread) => thread.id === id)?.quote ?? '');
  const title = (topicId: string) => JSON.stringify(topics.find((topic) => topic.topicId === topicId)?.title ?? topicId);
  return [
    `Comment transfer of ${JSON.stringify(document.title)}, version ${report.fromVersion} to version ${report.toVersion}`,
    transferMessage(report),
    '',
    ...transfer.placed.map((p) => `placed      ${p.threadId}  ${quote(p.threadId)} in topic ${title(p.topicId)} (${HOW[p.how]})`),
    ...transfer.unplaced.map((u) => `not placed  ${u.id}  ${quote(u.id)}: the new version does not have these words`),
    '',
  ].join('\n');
}
