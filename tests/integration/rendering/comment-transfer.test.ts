import { randomUUID } from 'node:crypto';
import { FEATURE_EDITOR, JobResult, JobType, RenderingStatus } from '@ea/contracts';
import type { CommentThread, HistoryPage } from '@ea/contracts/library';
import { commentThreadIds, htmlToModel, type ModelNode, modelToText, withoutComments } from '@ea/document-model';
import { commentTransferQueue } from '@ea/library/jobs';
import { wordDocument } from '@ea/library/testing';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderHarness, renderHarness } from './render-harness.ts';

/**
 * Comment transfer (job type 2): a New Version Upload brings content without comment anchors; the
 * job re-anchors the document's threads on it — same paragraph, moved paragraph, another topic —
 * saves the anchored topics as a new version, and lists the threads whose words are gone as not
 * placed, never dropping them. Real Postgres, Redis queues and the library's worker processors.
 */
const COMPANY = { id: 731, channelId: 73 };
type Headers = { authorization: string };

let h: RenderHarness;
let jane: Headers;

beforeAll(async () => {
  h = await renderHarness();
  await h.t.publishCompany(COMPANY);
  jane = await h.t.auth({ sub: '7301', email: 'jane@comments.test', channelId: COMPANY.channelId, features: [FEATURE_EDITOR] });
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
});

async function upload(url: string, sections: Parameters<typeof wordDocument>[0], fields: Record<string, string>) {
  const body = multipartBody(
    { field: 'file', name: 'fund-report.docx', type: 'application/octet-stream', bytes: await wordDocument(sections) },
    fields,
  );
  const res = await h.t.app.inject({ method: 'POST', url, headers: { ...jane, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function topic(documentId: string, topicId: string): Promise<{ model: ModelNode; revisionNumber: number }> {
  const res = await h.t.app.inject({ url: `/api/document/${documentId}/topics/${topicId}`, headers: jane });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Anchors a new thread on `quote` in the topic (a save with the comment mark, as the editor does) and opens it. */
async function comment(documentId: string, topicId: string, paragraph: string, quote: string): Promise<string> {
  const threadId = randomUUID();
  const current = await topic(documentId, topicId);
  const content = current.model.content!.map((block) => {
    const text = modelToText({ type: 'doc', content: [block] }).trim();
    if (text !== paragraph) return block;
    return htmlToModel(`<p>${text.replace(quote, `<span data-comment="${threadId}">${quote}</span>`)}</p>`).content![0]!;
  });
  const saved = await h.t.app.inject({
    method: 'PUT',
    url: `/api/document/${documentId}/topics/${topicId}`,
    headers: jane,
    payload: { model: { ...current.model, content }, baseRevision: current.revisionNumber, revisionDescription: 'comment_anchor' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const opened = await h.t.app.inject({
    method: 'POST',
    url: `/api/document/${documentId}/comments`,
    headers: jane,
    payload: { threadId, topicId, quote, body: `About “${quote}”` },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return threadId;
}

async function threads(documentId: string): Promise<Map<string, CommentThread>> {
  const res = await h.t.app.inject({ url: `/api/document/${documentId}/comments`, headers: jane });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().threads as CommentThread[]).map((thread) => [thread.id, thread]));
}

async function transferJob(documentId: string) {
  return h.t.database.db
    .withSchema('library')
    .selectFrom('render_jobs')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('job_type', '=', JobType.commentTransfer)
    .executeTakeFirstOrThrow();
}

/** The words each thread is anchored on in the topic's current content. */
async function anchors(documentId: string, topicId: string): Promise<Record<string, string>> {
  const { model } = await topic(documentId, topicId);
  const found: Record<string, string> = {};
  const walk = (node: ModelNode) => {
    for (const mark of node.marks ?? []) {
      const id = mark.attrs?.threadId as string | undefined;
      if (mark.type === 'comment' && id) found[id] = (found[id] ?? '') + (node.text ?? '');
    }
    for (const child of node.content ?? []) walk(child);
  };
  walk(model);
  return found;
}

describe('comment transfer after a New Version Upload', () => {
  it('re-anchors every thread it can find, saves that as a version, and lists the rest as not placed', async () => {
    const created = await upload(
      '/api/document',
      [
        { heading: 'Performance', paragraphs: ['The Fund returned 12.4% for the year.', 'Expenses were 0.45% of net assets.'] },
        { heading: 'Holdings', paragraphs: ['Holdings are shown as of June 30, 2026.', 'Acme Corp is the largest position.'] },
      ],
      {
        companyId: String(COMPANY.id),
        documentType: '5',
        title: 'Annual shareholder report',
        formType: 'N-CSR',
        periodEndDate: '2026-06-30',
      },
    );
    const documentId: string = created.id;
    const [performance, holdings] = created.topics.map((t: { id: string }) => t.id) as [string, string];
    const onReturn = await comment(documentId, performance, 'The Fund returned 12.4% for the year.', '12.4%');
    const onExpenses = await comment(documentId, performance, 'Expenses were 0.45% of net assets.', '0.45% of net assets');
    const onDate = await comment(documentId, holdings, 'Holdings are shown as of June 30, 2026.', 'June 30, 2026');
    const onAcme = await comment(documentId, holdings, 'Acme Corp is the largest position.', 'Acme Corp');

    // The new file rewrites the return sentence, moves the expenses sentence to Holdings, drops the date.
    const uploaded = await upload(
      `/api/document/${documentId}/versions`,
      [
        { heading: 'Performance', paragraphs: ['For the year, the Fund returned 12.4%, ahead of its benchmark.'] },
        { heading: 'Holdings', paragraphs: ['Acme Corp is the largest position.', 'Expenses were 0.45% of net assets.'] },
      ],
      { revisionDescription: 'auditor_draft' },
    );
    const uploadedVersion: number = uploaded.version.number;
    for (const topicId of [performance, holdings]) expect(commentThreadIds((await topic(documentId, topicId)).model).size).toBe(0);

    const job = await transferJob(documentId);
    expect(job).toMatchObject({ format: 'comments', version_number: uploadedVersion, options: { fromVersion: uploadedVersion - 1 } });
    const finished = await h.finished(jane, job.id);
    expect(finished).toMatchObject({
      status: RenderingStatus.completed,
      result: JobResult.completed,
      message: 'Comments transferred: 3 placed, 1 not placed.',
    });

    expect(await anchors(documentId, performance)).toEqual({ [onReturn]: '12.4%' });
    expect(await anchors(documentId, holdings)).toEqual({ [onAcme]: 'Acme Corp', [onExpenses]: '0.45% of net assets' });
    // Only the anchors were added: the words are the upload's.
    const holdingsNow = (await topic(documentId, holdings)).model;
    expect(modelToText(withoutComments(holdingsNow))).toBe(modelToText(holdingsNow));

    const after = await threads(documentId);
    expect(after.get(onReturn)).toMatchObject({ topicId: performance, unplacedIn: null });
    expect(after.get(onExpenses)).toMatchObject({ topicId: holdings, unplacedIn: null });
    expect(after.get(onAcme)).toMatchObject({ topicId: holdings, unplacedIn: null });
    expect(after.get(onDate)).toMatchObject({ topicId: holdings, unplacedIn: uploadedVersion, quote: 'June 30, 2026' });
    expect(after.get(onDate)!.entries).toHaveLength(1);

    const history = (await h.t.app.inject({ url: `/api/document/${documentId}/history`, headers: jane })).json() as HistoryPage;
    expect(history.items[0]).toMatchObject({
      number: uploadedVersion + 1,
      kind: 'comments-transferred',
      revisionDescription: `Comments transferred from version ${uploadedVersion - 1}`,
    });

    // A transfer is not an export: the document's exports do not list it.
    const exportList = await h.t.app.inject({ url: `/api/document/${documentId}/exports`, headers: jane });
    expect(exportList.json()).toEqual({ items: [] });

    const log = await h.t.app.inject({ url: `/api/export/${job.id}/log`, headers: jane });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain(`not placed  ${onDate}  "June 30, 2026"`);
    expect(log.body).toContain(`placed      ${onExpenses}  "0.45% of net assets" in topic "Holdings" (text found)`);
    expect(log.body).toContain(`placed      ${onAcme}  "Acme Corp" in topic "Holdings" (paragraph unchanged)`);

    // Run again (a retry after a crash past the commit): everything is in place, nothing changes.
    await h.t.database.db
      .withSchema('library')
      .updateTable('render_jobs')
      .set({ status: RenderingStatus.initialized, result: null, generation: job.generation + 1 })
      .where('id', '=', job.id)
      .execute();
    await h.context.queue(commentTransferQueue).enqueue({ renderJobId: job.id, generation: job.generation + 1 });
    expect(await h.finished(jane, job.id)).toMatchObject({ message: 'Comments transferred: 3 placed, 1 not placed.' });
    const again = (await h.t.app.inject({ url: `/api/document/${documentId}/history`, headers: jane })).json() as HistoryPage;
    expect(again.items[0]!.number).toBe(uploadedVersion + 1);
    expect((await threads(documentId)).get(onDate)).toMatchObject({ unplacedIn: uploadedVersion });
  });

  it('waits while someone else edits a topic it must anchor in, and places the comment once the lock is released', async () => {
    const omar = await h.t.auth({ sub: '7302', email: 'omar@comments.test', channelId: COMPANY.channelId, features: [FEATURE_EDITOR] });
    const created = await upload('/api/document', [{ heading: 'Risk factors', paragraphs: ['Rates may rise sharply.'] }], {
      companyId: String(COMPANY.id),
      documentType: '5',
      title: 'Locked while transferring',
      formType: 'N-CSR',
      periodEndDate: '2026-06-30',
    });
    const [risks] = created.topics.map((t: { id: string }) => t.id) as [string];
    const onRates = await comment(created.id, risks, 'Rates may rise sharply.', 'rise sharply');
    // Omar is editing the topic when Jane's New Version Upload lands.
    const locked = await h.t.app.inject({ method: 'PUT', url: `/api/document/${created.id}/topics/${risks}/lock`, headers: omar });
    expect(locked.statusCode, locked.body).toBe(200);
    await upload(`/api/document/${created.id}/versions`, [{ heading: 'Risk factors', paragraphs: ['Rates may rise sharply, or fall.'] }], {
      revisionDescription: 'rates_update',
    });
    // The transfer's first try fails and its row stays pending, the topic as uploaded.
    const job = await transferJob(created.id);
    await expect.poll(async () => (await transferJob(created.id)).status, { timeout: 10_000 }).toBe(RenderingStatus.pending);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await anchors(created.id, risks)).toEqual({});
    const released = await h.t.app.inject({ method: 'DELETE', url: `/api/document/${created.id}/topics/${risks}/lock`, headers: omar });
    expect(released.statusCode).toBe(204);
    expect(await h.finished(jane, job.id, 60_000)).toMatchObject({ status: RenderingStatus.completed });
    expect(await anchors(created.id, risks)).toEqual({ [onRates]: 'rise sharply' });
  });

  it('makes no comment transfer job for a document without comment threads', async () => {
    const created = await upload('/api/document', [{ heading: 'Only', paragraphs: ['Plain text.'] }], {
      companyId: String(COMPANY.id),
      documentType: '5',
      title: 'No comments here',
      formType: 'N-CSR',
      periodEndDate: '2026-06-30',
    });
    await upload(`/api/document/${created.id}/versions`, [{ heading: 'Only', paragraphs: ['Other text.'] }], {
      revisionDescription: 'second_draft',
    });
    const jobs = await h.t.database.db
      .withSchema('library')
      .selectFrom('render_jobs')
      .select('id')
      .where('document_id', '=', created.id)
      .execute();
    expect(jobs).toEqual([]);
  });
});
