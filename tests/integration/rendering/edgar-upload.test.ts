import { ErrorMessages, FEATURE_EDITOR, RenderingStatus, SuccessMessages } from '@ea/contracts';
import type { ExportJob } from '@ea/contracts/library';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents, paragraphs, seedDocument } from '@ea/library/testing';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * An EDGAR HTML file made elsewhere, uploaded for a document's version: checked by content, then
 * against EDGAR's rules; kept as the version's EDGAR HTML when compliant, refused with the log of
 * each violation and the "rendering upload error" event when not. Real Postgres and storage.
 */
const COMPANY = { id: 741, channelId: 74 };
const OTHER = { id: 742, channelId: 75 };
type Headers = { authorization: string };

let t: LibraryTestApp;
let preparer: Headers;
let reviewer: Headers;
let stranger: Headers;
let documentId: string;

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER);
  preparer = await t.auth({ sub: '7401', email: 'prep@edgar.test', channelId: COMPANY.channelId, features: [FEATURE_EDITOR] });
  reviewer = await t.auth({ sub: '7402', channelId: COMPANY.channelId, roles: ['Reviewer'] });
  stranger = await t.auth({ sub: '7403', channelId: OTHER.channelId, features: [FEATURE_EDITOR] });
  documentId = (
    await seedDocument(t, preparer, { companyId: COMPANY.id, title: 'Form 8-K' }, [{ title: 'Item 1', model: paragraphs('x') }])
  ).id;
});

afterAll(async () => {
  await t?.close();
});

const COMPLIANT =
  '<html><head><title>Form 8-K</title></head><body><p>Item 1.01 Entry into a Material Definitive Agreement.</p>' +
  '<table><tr><td>Revenue</td><td>1,200</td></tr></table><p>&#8220;Quoted&#8221; &amp; done.</p></body></html>';

const REFUSED = [
  '<html><head><title>Form 8-K</title><script>alert(1)</script></head>',
  '<body><p onclick="steal()">Caf\u00e9 results</p>',
  '<p><a href="https://example.com/track">more</a></p>',
  '<img src="chart.png"></body></html>',
].join('\n');

function upload(headers: Headers, name: string, bytes: Buffer, id = documentId) {
  const body = multipartBody({ field: 'file', name, type: 'text/html', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/document/${id}/edgar-html`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const jobCount = async () =>
  Number(
    (
      await t.database.db
        .withSchema('library')
        .selectFrom('render_jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploading an EDGAR HTML file', () => {
  it('keeps a compliant file as the version’s EDGAR HTML, downloadable as uploaded, and answers the same file again with the same job', async () => {
    const res = await upload(preparer, 'form8k.htm', Buffer.from(COMPLIANT));
    expect(res.statusCode, res.body).toBe(201);
    const job = res.json() as ExportJob;
    expect(job).toMatchObject({
      format: 'html',
      status: RenderingStatus.completed,
      message: SuccessMessages.documentUploaded,
      file: { name: 'form8k.htm', contentType: 'text/html', size: COMPLIANT.length },
      hasLog: false,
    });
    const file = await t.app.inject({ url: `/api/export/${job.jobId}/file`, headers: preparer });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(COMPLIANT);
    const listed = (await t.app.inject({ url: `/api/document/${documentId}/exports`, headers: preparer })).json();
    expect(listed.items.map((item: ExportJob) => item.jobId)).toContain(job.jobId);
    const again = await upload(preparer, 'form8k.htm', Buffer.from(COMPLIANT));
    expect(again.json().jobId).toBe(job.jobId);
    const completed = (await outboxEvents(t, 'render.completed')).filter((e) => (e.realtime as { jobId: string }).jobId === job.jobId);
    expect(completed).toHaveLength(1);
  });

  it('refuses a file EDGAR would refuse with the spec message, a log naming each violation by line, tag and rule, and the rendering upload error event', async () => {
    const res = await upload(preparer, 'Form 8-K final version (clean).htm', Buffer.from(REFUSED));
    expect(res.statusCode).toBe(201);
    const job = res.json() as ExportJob;
    expect(job).toMatchObject({ status: RenderingStatus.error, message: ErrorMessages.documentErrors, file: null, hasLog: true });
    const log = (await t.app.inject({ url: `/api/export/${job.jobId}/log`, headers: preparer })).body;
    expect(log).toMatch(/^\d+ EDGAR HTML violations in Form 8-K final version \(clean\)\.htm/);
    for (const expected of [
      /:1:\d+ {2}file-name /,
      /:1:\d+ {2}\S+ {2}<script>/,
      /:2:\d+ {2}\S+ {2}<p> .*onclick/,
      /:2:\d+ {2}\S+ .*(ASCII|character)/i,
      /:3:\d+ {2}\S+ {2}<a> .*https:\/\/example\.com/,
      /:4:\d+ {2}\S+ {2}<img> .*chart\.png/,
    ])
      expect(log).toMatch(expected);
    // A name that climbs out of its folder keeps only its last part, stored under the job's own key.
    const climbing = (await upload(preparer, '../../renders/evil.htm', Buffer.from(COMPLIANT))).json() as ExportJob;
    expect(climbing.file?.name).toBe('evil.htm');
    const names: string[] = [];
    for await (const object of t.storage.list('')) names.push(object.key);
    expect(names.filter((key) => key.includes('evil'))).toEqual([`renders/${climbing.jobId}/evil.htm`]);
    const download = await t.app.inject({ url: `/api/export/${job.jobId}/file`, headers: preparer });
    expect([download.statusCode, download.json().message]).toEqual([404, ErrorMessages.fileNotAvailable]);
    const [event] = (await outboxEvents(t, 'render.upload-failed')).filter((e) => (e.realtime as { jobId: string }).jobId === job.jobId);
    expect(event).toMatchObject({
      scope: { userId: '7401', documentId },
      realtime: { status: RenderingStatus.error, message: ErrorMessages.documentErrors },
    });
  });

  it('refuses what is not an HTML page, a reviewer and another tenant’s document, keeping no job', async () => {
    const before = await jobCount();
    const binary = await upload(preparer, 'form8k.htm', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0x00, 0xff]));
    expect(binary.statusCode).toBe(415);
    const text = await upload(preparer, 'notes.htm', Buffer.from('just some words, no markup'));
    expect(text.statusCode).toBe(415);
    const renamed = await upload(preparer, 'form8k.pdf', Buffer.from(COMPLIANT));
    expect(renamed.statusCode).toBe(415);
    expect((await upload(reviewer, 'form8k.htm', Buffer.from(COMPLIANT))).statusCode).toBe(403);
    expect((await upload(stranger, 'form8k.htm', Buffer.from(COMPLIANT))).statusCode).toBe(404);
    expect(await jobCount()).toBe(before);
  });
});
