import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorTestApp, outboxEvents, sampleFile, sampleFolderZip, type ValidatorTestApp } from '../testing/index.ts';

let t: ValidatorTestApp;
let preparer: { authorization: string };
let otherChannel: { authorization: string };
let projectId: number;

const AAPL = 'aapl-10q-0000320193-25-000057';

beforeAll(async () => {
  t = await createValidatorTestApp();
  await t.publishCompany({ id: 1, channelId: 1, name: 'Apple Inc.' });
  await t.publishCompany({ id: 2, channelId: 2, name: 'Netflix, Inc.' });
  preparer = await t.auth({ sub: 'u1' });
  otherChannel = await t.auth({ sub: 'u2', channelId: 2 });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/validator/companies/1/projects',
    headers: preparer,
    payload: { name: 'Q2 10-Q', formDescription: '10-Q', method: 'ixbrl' },
  });
  projectId = created.json().id;
});

afterAll(() => t.close());

async function upload(name: string, bytes: Buffer, project = projectId, headers = preparer) {
  const body = multipartBody({ field: 'file', name, type: 'application/octet-stream', bytes });
  return t.app.inject({
    method: 'POST',
    url: `/api/validator/projects/${project}/runs`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const get = (url: string, headers = preparer) => t.app.inject({ method: 'GET', url, headers });

describe('validation runs', () => {
  it("validates the AAPL 10-Q's Inline XBRL document to a final state, with located findings", async () => {
    const queued = await upload('aapl-20250329.htm', sampleFile(`${AAPL}/aapl-20250329.htm`));
    expect(queued.statusCode).toBe(202);
    const run = queued.json();
    expect(run).toMatchObject({ projectId, fileName: 'aapl-20250329.htm', kind: 'ixbrl', state: 'queued', progress: 0, finishedAt: null });
    expect(await t.queuedJobs()).toContain(`validation-${run.id}-1`);

    expect(await t.work(run.id)).toEqual({ state: 'failed' });
    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run).toMatchObject({ state: 'failed', progress: 100, failure: null });
    expect(detail.run.factCount).toBeGreaterThan(500);
    expect(detail.run.counts.error).toBeGreaterThan(0);
    expect(detail.project).toEqual({ id: projectId, name: 'Q2 10-Q', companyId: 1, companyName: 'Apple Inc.' });
    const unresolved = detail.groups.find((g: { ruleId: string }) => g.ruleId === 'dts.unresolvedSchema');
    expect(unresolved).toMatchObject({ severity: 'error' });
    // A lone .htm brings no extension schema: its own schema is unresolved, and nothing crashes.
    expect(unresolved.sample).toContain('could not be resolved offline');

    const messages = (await get(`/api/validator/runs/${run.id}/messages?ruleId=dts.unresolvedSchema&size=100`)).json();
    const urls = messages.items.map((m: { message: string }) => /The document (\S+) could not/.exec(m.message)?.[1]);
    expect(new Set(urls).size).toBe(urls.length);
    // Named by the document's ix:references, which the reader keeps no line of.
    expect(messages.items).toEqual([
      expect.objectContaining({ location: { file: 'aapl-20250329.htm', line: null, column: null, element: null, factId: null } }),
    ]);
    expect(messages.items[0].message).toContain('aapl-20250329.xsd');
  });

  it('validates the AAPL submission zip against its own extension taxonomy, each standard schema reported once', async () => {
    const queued = await upload('0000320193-25-000057-xbrl.zip', sampleFile(`${AAPL}/0000320193-25-000057-xbrl.zip`));
    expect(queued.statusCode).toBe(202);
    const run = queued.json();
    expect(run.kind).toBe('zip');
    const final = await t.work(run.id);
    expect(['passed', 'failed']).toContain(final.state);

    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run.factCount).toBeGreaterThan(500);
    const all = (await get(`/api/validator/runs/${run.id}/messages?size=2000`)).json();
    expect(all.total).toBe(detail.run.counts.error + detail.run.counts.inconsistency + detail.run.counts.warning + detail.run.counts.info);
    const unresolved = all.items.filter((m: { ruleId: string }) => m.ruleId === 'dts.unresolvedSchema');
    // The extension schema is in the zip: only the standard taxonomies (us-gaap, dei, srt…) are offline.
    expect(unresolved.some((m: { message: string }) => m.message.includes('aapl-20250329.xsd'))).toBe(false);
    const usGaap = unresolved.filter((m: { message: string }) => /us-gaap-\d{4}\.xsd/.test(m.message));
    expect(usGaap).toHaveLength(1);
    const located = all.items.filter((m: { location: { file: string; line: number | null } | null }) => m.location?.line);
    expect(located.length).toBeGreaterThan(0);
    expect(located.every((m: { location: { file: string } }) => !m.location.file.startsWith('file:'))).toBe(true);
    expect(located.map((m: { location: { file: string } }) => m.location.file)).toContain('aapl-20250329.xsd');

    const errors = (await get(`/api/validator/runs/${run.id}/messages?severity=error&size=10&page=1`)).json();
    expect(errors.total).toBe(detail.run.counts.error);
    expect(errors.items.every((m: { severity: string }) => m.severity === 'error')).toBe(true);
  });

  it('validates the NFLX XBRL 2.1 instance with its extension taxonomy, and offers the log', async () => {
    const queued = await upload('nflx-10q.zip', sampleFolderZip('nflx-10q-2010-xbrl21'));
    expect(queued.statusCode).toBe(202);
    const run = queued.json();
    const final = await t.work(run.id);
    expect(['passed', 'failed']).toContain(final.state);
    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run.factCount).toBeGreaterThan(100);
    const unresolved = (await get(`/api/validator/runs/${run.id}/messages?ruleId=dts.unresolvedSchema&size=100`)).json();
    const usGaap = unresolved.items.filter((m: { message: string }) => m.message.includes('us-gaap-2009-01-31.xsd'));
    expect(usGaap).toHaveLength(1);
    expect(usGaap[0].location).toMatchObject({ file: 'nflx-20100930.xsd' });
    expect(usGaap[0].location.line).toBeGreaterThan(0);

    const log = await get(`/api/validator/runs/${run.id}/log`);
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-type']).toMatch(/^text\/plain/);
    expect(log.headers['content-disposition']).toBe(`attachment; filename="validation-run-${run.id}.log"`);
    expect(log.body).toContain('File: nflx-10q.zip');
    expect(log.body).toMatch(/\[ERROR\] dts\.unresolvedSchema nflx-20100930\.xsd:\d+:\d+/);
    expect(log.body.trim().split('\n').length).toBe(
      7 +
        unresolved.total +
        (detail.run.counts.error + detail.run.counts.inconsistency + detail.run.counts.warning + detail.run.counts.info - unresolved.total),
    );
  });

  it("publishes each run's progress and end to its company's room", async () => {
    const progress = await outboxEvents(t.database, 'run.progress');
    const finished = await outboxEvents(t.database, 'run.finished');
    expect(progress.length).toBeGreaterThan(finished.length);
    expect(finished.length).toBe(3);
    for (const event of [...progress, ...finished]) {
      expect(event.scope).toEqual({ companyId: 1 });
      expect(event.realtime).toEqual(event.payload);
      expect(event.payload).toMatchObject({ projectId, companyId: 1 });
    }
    expect(finished.map((e) => e.payload.progress)).toEqual([100, 100, 100]);
  });

  it('lists the runs newest first, and the project and companies lists show the last one', async () => {
    const runs = (await get(`/api/validator/projects/${projectId}/runs`)).json();
    expect(runs.total).toBe(3);
    expect(runs.items.map((r: { fileName: string }) => r.fileName)).toEqual([
      'nflx-10q.zip',
      '0000320193-25-000057-xbrl.zip',
      'aapl-20250329.htm',
    ]);
    const project = (await get(`/api/validator/projects/${projectId}`)).json();
    expect(project.lastRun.id).toBe(runs.items[0].id);
    const companies = (await get('/api/validator/companies')).json();
    expect(companies.items[0]).toMatchObject({ id: 1, projectCount: 1, lastRunState: runs.items[0].state });
  });

  it("answers 404 for another channel's run, its messages and its log, and for uploads to its project", async () => {
    const runId = (await get(`/api/validator/projects/${projectId}/runs`)).json().items[0].id;
    for (const url of [`/api/validator/runs/${runId}`, `/api/validator/runs/${runId}/messages`, `/api/validator/runs/${runId}/log`]) {
      expect((await get(url, otherChannel)).statusCode, url).toBe(404);
    }
    const before = await t.storedObjects();
    const refused = await upload('aapl.htm', sampleFile(`${AAPL}/aapl-20250329.htm`), projectId, otherChannel);
    expect(refused.statusCode).toBe(404);
    expect(await t.storedObjects()).toBe(before);
  });

  it('ends a run crashed, saying why, when its stored file cannot be read as a filing', async () => {
    const run = (await upload('instance.xml', sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml'))).json();
    const { storage_key } = await t.db.selectFrom('runs').select('storage_key').where('id', '=', run.id).executeTakeFirstOrThrow();
    await t.storage.put(storage_key, Buffer.from('%PDF-1.7 not a filing'));
    expect(await t.work(run.id)).toEqual({ state: 'crashed' });
    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run).toMatchObject({ state: 'crashed', progress: 100 });
    expect(detail.run.failure).toContain('could not be read');
    // A job delivered again after the end changes nothing.
    expect(await t.work(run.id)).toEqual({ state: 'crashed' });
  });

  it("ends a run crashed when its job's last try failed, never leaving it live", async () => {
    const run = (await upload('instance.xml', sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml'))).json();
    await t.giveUp(run.id, 1, new Error('connection terminated'));
    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run).toMatchObject({ state: 'crashed', progress: 100 });
    expect(detail.run.failure).toContain('stopped unexpectedly (connection terminated)');
  });

  it('re-drives a run whose job was lost, and gives it up as crashed after a few generations', async () => {
    const run = (await upload('instance.xml', sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml'))).json();
    const stale = new Date(Date.now() - 11 * 60_000);
    await t.db.updateTable('runs').set({ touched_at: stale }).where('id', '=', run.id).execute();
    expect(await t.sweep()).toEqual({ redriven: 1, crashed: 0 });
    expect(await t.queuedJobs()).toContain(`validation-${run.id}-2`);
    // The first generation's job, delivered late, leaves the run to the second.
    expect(await t.work(run.id, 1)).toEqual({ state: 'queued' });

    await t.db.updateTable('runs').set({ touched_at: stale, generation: 3 }).where('id', '=', run.id).execute();
    expect(await t.sweep()).toEqual({ redriven: 0, crashed: 1 });
    const detail = (await get(`/api/validator/runs/${run.id}`)).json();
    expect(detail.run.state).toBe('crashed');
    expect(detail.run.failure).toContain('did not finish after 3 attempts');
  });

  it('deletes a project with its runs, their messages and their stored files', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/validator/companies/1/projects',
      headers: preparer,
      payload: { name: 'To delete', formDescription: '10-K', method: 'xbrl' },
    });
    const id = created.json().id;
    const before = await t.storedObjects();
    const run = (await upload('instance.xml', sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml'), id)).json();
    expect(await t.storedObjects()).toBe(before + 1);
    const live = await t.app.inject({ method: 'DELETE', url: `/api/validator/projects/${id}`, headers: preparer });
    expect(live.statusCode).toBe(409);
    await t.work(run.id);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/validator/projects/${id}`, headers: preparer });
    expect(deleted.statusCode).toBe(204);
    expect(await t.storedObjects()).toBe(before);
    expect(await t.db.selectFrom('runs').select('id').where('project_id', '=', id).execute()).toEqual([]);
    expect(await t.db.selectFrom('run_messages').select('id').where('run_id', '=', run.id).execute()).toEqual([]);
    expect((await get(`/api/validator/runs/${run.id}`)).statusCode).toBe(404);
  });
});

describe("EDGAR's rules", () => {
  it("checks EDGAR's rules for the project's form and the company's CIK: the 10-Q's cover page is wrong for a 10-K of another filer", async () => {
    await t.publishCompany({ id: 3, channelId: 1, name: 'Not Apple', cik: '0000000042' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/validator/companies/3/projects',
      headers: preparer,
      payload: { name: 'FY 10-K', formDescription: '10-K', method: 'ixbrl' },
    });
    const queued = await upload('aapl-20250329.htm', sampleFile(`${AAPL}/aapl-20250329.htm`), created.json().id);
    expect(await t.work(queued.json().id)).toEqual({ state: 'failed' });
    const detail = (await get(`/api/validator/runs/${queued.json().id}`)).json();
    const efm = detail.groups.filter((g: { ruleId: string }) => g.ruleId.startsWith('efm.'));
    expect(efm.map((g: { ruleId: string }) => g.ruleId)).toEqual(
      expect.arrayContaining(['efm.6.5.20.deiValue', 'efm.6.5.23.entityCentralIndexKey']),
    );
    const cik = (await get(`/api/validator/runs/${queued.json().id}/messages?ruleId=efm.6.5.23.entityCentralIndexKey`)).json();
    expect(cik.items[0].location).toMatchObject({ file: 'aapl-20250329.htm' });
    expect(cik.items[0].location.line).toBeGreaterThan(0);
  });
});
