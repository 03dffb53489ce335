import { execFileSync } from 'node:child_process';
import { ErrorMessages, JobType, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { ExportJob } from '@ea/contracts/library';
import { type ModelNode, modelToText, NODE } from '@ea/document-model';
import { outboxEvents } from '@ea/library/testing';
import { sampleDocument } from '@ea/render/testing';
import { multipartBody } from '@ea/service-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderHarness, renderHarness } from './render-harness.ts';

const COMPANY = { id: 701, channelId: 71 };
const OTHER = { id: 702, channelId: 72 };
type Headers = { authorization: string };

let h: RenderHarness;
let jane: Headers;
let omar: Headers;
let stranger: Headers;
let documentId: string;
let versionNumber: number;

beforeAll(async () => {
  h = await renderHarness();
  await h.t.publishCompany(COMPANY);
  await h.t.publishCompany(OTHER);
  jane = await h.t.auth({ sub: '7001', email: 'jane@render.test', channelId: COMPANY.channelId });
  omar = await h.t.auth({ sub: '7002', email: 'omar@render.test', channelId: COMPANY.channelId });
  stranger = await h.t.auth({ sub: '7003', email: 'stranger@render.test', channelId: OTHER.channelId });
  documentId = (await h.seed(jane, COMPANY.id, sampleDocument(12, { title: 'Quarterly proof' }))).id;
  versionNumber = (await h.t.app.inject({ url: `/api/document/${documentId}`, headers: jane })).json().versionNumber;
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
});

const ask = (headers: Headers, body: Record<string, unknown>) =>
  h.t.app.inject({ method: 'POST', url: '/api/export', headers, payload: body });
const get = (headers: Headers, url: string) => h.t.app.inject({ url, headers });

/** What a round trip must keep: per table its rows and merged cells, and the counts of footnotes, page breaks and headings, and the words. */
function structure(topics: ModelNode[]) {
  const all: ModelNode[] = [];
  const walk = (node: ModelNode) => {
    all.push(node);
    for (const child of node.content ?? []) walk(child);
  };
  for (const topic of topics) walk(topic);
  const tables = all
    .filter((n) => n.type === NODE.table)
    .map((table) => ({
      rows: (table.content ?? []).length,
      merged: (table.content ?? [])
        .flatMap((row) => row.content ?? [])
        .filter((c) => Number(c.attrs?.colspan ?? 1) > 1 || Number(c.attrs?.rowspan ?? 1) > 1).length,
    }));
  const count = (type: string) => all.filter((n) => n.type === type).length;
  const words = all
    .filter((n) => n.type === NODE.text)
    .map((n) => n.text ?? '')
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return { tables, footnotes: count(NODE.footnote), pageBreaks: count(NODE.pageBreak), headings: count(NODE.heading), words };
}

function pdfPages(bytes: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: bytes }).toString();
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
}

describe('exporting a document version', () => {
  it('renders a PDF once for a repeated request, tells its progress and outcome to the requester and the document room, and serves the file, its pages and the page of each topic', async () => {
    const first = await ask(jane, { documentId, format: 'pdf' });
    expect(first.statusCode).toBe(202);
    const { jobId } = first.json() as { jobId: string };
    // A double click, and another user asking for the same work: the same job.
    expect((await ask(jane, { documentId, format: 'pdf' })).json()).toEqual({ jobId });
    expect((await ask(omar, { documentId, format: 'pdf', options: { pageSize: 'Letter' } })).json()).toEqual({ jobId });

    const job = await h.finished(jane, jobId);
    expect(job).toMatchObject({
      documentId,
      versionNumber,
      format: 'pdf',
      jobType: JobType.rendering,
      status: RenderingStatus.completed,
      result: 3,
      progress: 100,
      message: SuccessMessages.renderingCompleted,
      hasLog: false,
    });
    expect(job.pageCount).toBeGreaterThanOrEqual(6);
    // The first topic starts on page 1, the second after it (the sample's topics are four pages each).
    const topics = ((await get(jane, `/api/document/${documentId}`)).json().topics as { id: string }[]).map((topic) => topic.id);
    expect(Object.keys(job.topicPages ?? {}).sort()).toEqual([...topics].sort());
    expect(job.topicPages![topics[0]!]).toBe(1);
    expect(job.topicPages![topics[1]!]).toBeGreaterThanOrEqual(4);
    expect(job.topicPages![topics[1]!]).toBeLessThanOrEqual(job.pageCount!);

    const file = await get(jane, `/api/export/${jobId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(file.rawPayload)).toBe(job.pageCount);

    const page = await get(omar, `/api/export/${jobId}/pages/2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(omar, `/api/export/${jobId}/pages/${job.pageCount! + 1}`)).statusCode).toBe(404);

    // One render, whatever was asked: one request row, and the events of one run.
    const rows = await sql<{
      id: string;
      job_type: number;
      parent_id: string | null;
      format: string;
    }>`select id, job_type, parent_id, format from library.render_jobs where document_id = ${documentId}`.execute(h.t.database.db);
    expect(rows.rows, JSON.stringify(rows.rows)).toHaveLength(1);
    const completed = (await outboxEvents(h.t, 'render.completed')).filter((e) => e.aggregate_id === documentId);
    expect(completed).toHaveLength(1);
    expect(completed[0]!.scope).toEqual({ userId: '7001', documentId });
    expect(completed[0]!.realtime).toMatchObject({ jobId, documentId, format: 'pdf', status: RenderingStatus.completed, progress: 100 });
    const progress = (await outboxEvents(h.t, 'render.progress')).filter((e) => e.aggregate_id === documentId);
    expect(progress.length).toBeGreaterThanOrEqual(1);

    const listed = (await get(omar, `/api/document/${documentId}/exports`)).json() as { items: ExportJob[] };
    expect(listed.items.map((item) => item.jobId)).toEqual([jobId]);
  });

  it('renders a long PDF in chunks through the chunk and merge queues: one file, pages numbered across the chunks, each topic on its page', async () => {
    const doc = sampleDocument(160, { title: 'Chunked annual report' });
    const longId = (await h.seed(jane, COMPANY.id, doc)).id;
    const { jobId } = (await ask(jane, { documentId: longId, format: 'pdf' })).json() as { jobId: string };
    const job = await h.finished(jane, jobId, 120_000);
    expect(job).toMatchObject({ status: RenderingStatus.completed, message: SuccessMessages.renderingCompleted });
    const chunks = await sql<{ status: number; chunk_index: number }>`
      select status, chunk_index from library.render_jobs where parent_id = ${jobId} and job_type = ${JobType.chunking} order by chunk_index`.execute(
      h.t.database.db,
    );
    expect(chunks.rows.length).toBeGreaterThanOrEqual(2);
    expect(chunks.rows.every((chunk) => chunk.status === RenderingStatus.completed)).toBe(true);

    const file = (await get(jane, `/api/export/${jobId}/file`)).rawPayload;
    const pages = execFileSync('pdftotext', ['-layout', '-', '-'], { input: file, maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .split('\f')
      .slice(0, -1);
    expect(pages.length).toBe(job.pageCount);
    expect(pdfPages(file)).toBe(job.pageCount);
    for (const [i, page] of pages.entries()) expect(page, `page ${i + 1}`).toContain(`Page ${i + 1} of ${pages.length}`);
    // Every topic starts on the page its destination names, in order, across the chunks.
    const topics = ((await get(jane, `/api/document/${longId}`)).json().topics as { id: string }[]).map((topic) => topic.id);
    const starts = topics.map((id) => job.topicPages![id]!);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)!).toBeGreaterThan(pages.length / 2);
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    for (const [index, topic] of doc.topics.entries()) {
      const opening = squash(modelToText(topic.model).trim()).slice(0, 12);
      expect(squash(pages[starts[index]! - 1]!), `topic ${index + 1}`).toContain(opening);
    }
  });

  it('renders Word that the library reads back with the same structure: tables and their merged header cells, footnotes, page breaks, headings, text', async () => {
    const { jobId } = (await ask(jane, { documentId, format: 'word' })).json() as { jobId: string };
    const job = await h.finished(jane, jobId);
    expect(job.status, job.message ?? '').toBe(RenderingStatus.completed);
    const file = await get(jane, `/api/export/${jobId}/file`);
    const upload = multipartBody(
      { field: 'file', name: 'round-trip.docx', type: 'application/octet-stream', bytes: file.rawPayload },
      { companyId: String(COMPANY.id), documentType: '6', title: 'rndtrip01', revisionDescription: 'round_trip' },
    );
    const created = await h.t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...jane, ...upload.headers },
      payload: upload.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const models = async (id: string, topics: { id: string }[]) =>
      Promise.all(topics.map(async (topic) => (await get(jane, `/api/document/${id}/topics/${topic.id}`)).json().model as ModelNode));
    const source = await models(documentId, (await get(jane, `/api/document/${documentId}`)).json().topics);
    const back = await models(created.json().id, created.json().topics);
    expect(structure(back)).toEqual(structure(source));
  });

  it('renders EDGAR HTML as its own job and file', async () => {
    for (const [format, type] of [['html', 'text/html']] as const) {
      const { jobId } = (await ask(jane, { documentId, format })).json() as { jobId: string };
      const job = await h.finished(jane, jobId);
      expect(job.status, `${format}: ${job.message}`).toBe(RenderingStatus.completed);
      const file = await get(jane, `/api/export/${jobId}/file`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain(type);
    }
  });

  it('fails an Inline XBRL render of a document without its XBRL metadata, with the log saying why, and answers "IXBRL is not Generated!" for its file', async () => {
    const { jobId } = (await ask(jane, { documentId, format: 'ixbrl' })).json() as { jobId: string };
    const job = await h.finished(jane, jobId);
    expect(job.status).toBe(RenderingStatus.error);
    expect(job.message).toBe(ErrorMessages.documentErrors);
    expect(job.hasLog).toBe(true);
    const file = await get(jane, `/api/export/${jobId}/file`);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(ErrorMessages.ixbrlNotGenerated);
    const log = await get(jane, `/api/export/${jobId}/log`);
    expect(log.statusCode).toBe(200);
    expect(log.body).toMatch(/error/i);
    const failed = (await outboxEvents(h.t, 'render.failed')).filter((e) => (e.realtime as { jobId: string }).jobId === jobId);
    expect(failed).toHaveLength(1);
  });

  it("keeps another tenant's exports unknown: asking, reading, downloading and listing answer 404 and store nothing", async () => {
    const { jobId } = (await ask(jane, { documentId, format: 'pdf' })).json() as { jobId: string };
    const before = await sql<{ n: number }>`select count(*)::int as n from library.render_jobs`.execute(h.t.database.db);
    const answers = [
      await ask(stranger, { documentId, format: 'word' }),
      await get(stranger, `/api/export/${jobId}`),
      await get(stranger, `/api/export/${jobId}/file`),
      await get(stranger, `/api/export/${jobId}/log`),
      await get(stranger, `/api/export/${jobId}/pages/1`),
      await get(stranger, `/api/document/${documentId}/exports`),
    ];
    for (const res of answers) expect(res.statusCode).toBe(404);
    expect(answers[1]!.json().message).toBe('Export not found');
    const after = await sql<{ n: number }>`select count(*)::int as n from library.render_jobs`.execute(h.t.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('refuses malformed requests with 400 naming the field, and unknown documents or versions with 404, storing nothing', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from library.render_jobs`.execute(h.t.database.db);
    const bad = [
      { documentId, format: 'exe' },
      { documentId, format: 'pdf', options: { margins: { top: 1e9, right: 0, bottom: 0, left: 0 } } },
      { documentId, format: 'pdf', options: { pageSize: 'A0' } },
      { documentId, format: 'pdf', version: 0 },
      { documentId: `${documentId}\u0000`, format: 'pdf' },
    ];
    for (const body of bad) {
      const res = await ask(jane, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await ask(jane, { documentId: '00000000-0000-4000-8000-000000000000', format: 'pdf' })).statusCode).toBe(404);
    expect((await ask(jane, { documentId, format: 'pdf', version: 999 })).statusCode).toBe(404);
    expect((await get(jane, '/api/export/not-a-uuid')).statusCode).toBe(400);
    expect((await get(jane, `/api/export/${documentId}/pages/0`)).statusCode).toBe(400);
    const after = await sql<{ n: number }>`select count(*)::int as n from library.render_jobs`.execute(h.t.database.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
