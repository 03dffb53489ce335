import { Module } from '@ea/contracts';
import type { ViewerFacts } from '@ea/contracts/easyview';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorTestApp, sampleFile, type ValidatorTestApp } from '../testing/index.ts';

let t: ValidatorTestApp;
let reader: { authorization: string };
let validatorUser: { authorization: string };
let otherChannel: { authorization: string };
let easyviewProject: number;
let validatorProject: number;
let aaplRun: number;

const AAPL = 'aapl-10q-0000320193-25-000057';
const project = { name: 'Q2 10-Q', formDescription: '10-Q', method: 'ixbrl' };

const get = (url: string, headers = reader) => t.app.inject({ method: 'GET', url, headers });

async function upload(base: string, projectId: number, name: string, bytes: Buffer, headers = reader) {
  const body = multipartBody({ field: 'file', name, type: 'application/octet-stream', bytes });
  return t.app.inject({
    method: 'POST',
    url: `${base}/projects/${projectId}/runs`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await createValidatorTestApp();
  await t.publishCompany({ id: 1, channelId: 1, name: 'Apple Inc.' });
  await t.publishCompany({ id: 2, channelId: 2, name: 'Netflix, Inc.' });
  reader = await t.auth({ sub: 'u1', modules: [Module.easyview] });
  validatorUser = await t.auth({ sub: 'u2', modules: [Module.validator] });
  otherChannel = await t.auth({ sub: 'u3', channelId: 2, modules: [Module.easyview] });
  const post = (base: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `${base}/companies/1/projects`, headers, payload: project });
  easyviewProject = (await post('/api/easyview', reader)).json().id;
  // The same name in the other module is no conflict: each module names its own projects.
  const validator = await post('/api/validator', validatorUser);
  expect(validator.statusCode).toBe(201);
  validatorProject = validator.json().id;

  const queued = await upload('/api/easyview', easyviewProject, 'aapl.zip', sampleFile(`${AAPL}/0000320193-25-000057-xbrl.zip`));
  expect(queued.statusCode).toBe(202);
  aaplRun = queued.json().id;
  expect(['passed', 'failed']).toContain((await t.work(aaplRun)).state);
}, 60_000);

afterAll(() => t.close());

describe('modules', () => {
  it("keeps each module's projects and runs to its own routes", async () => {
    expect((await get(`/api/easyview/projects/${easyviewProject}`)).statusCode).toBe(200);
    expect((await get(`/api/easyview/projects/${validatorProject}`)).statusCode).toBe(404);
    expect((await get(`/api/validator/projects/${easyviewProject}`, validatorUser)).statusCode).toBe(404);
    expect((await get(`/api/validator/projects/${validatorProject}`, validatorUser)).statusCode).toBe(200);
    expect((await get(`/api/validator/runs/${aaplRun}`, validatorUser)).statusCode).toBe(404);
    expect((await get(`/api/easyview/runs/${aaplRun}`)).json().run).toMatchObject({ id: aaplRun, projectId: easyviewProject });

    const easyviewList = (await get('/api/easyview/companies/1/projects')).json();
    expect(easyviewList.items.map((p: { id: number }) => p.id)).toEqual([easyviewProject]);
    const companies = (await get('/api/validator/companies', validatorUser)).json();
    expect(companies.items.find((c: { id: number }) => c.id === 1)).toMatchObject({ projectCount: 1, lastRunAt: null });
  });

  it('requires module 1 on EAsyView and module 10 on the Validator', async () => {
    expect((await get(`/api/easyview/projects/${easyviewProject}`, validatorUser)).statusCode).toBe(403);
    expect((await get(`/api/easyview/runs/${aaplRun}/facts`, validatorUser)).statusCode).toBe(403);
    expect((await get('/api/easyview/auditlog', validatorUser)).statusCode).toBe(403);
    expect((await get(`/api/validator/projects/${validatorProject}`)).statusCode).toBe(403);
  });

  it("answers 404 for another channel's run", async () => {
    for (const path of ['', '/document', '/facts']) {
      expect((await get(`/api/easyview/runs/${aaplRun}${path}`, otherChannel)).statusCode).toBe(404);
    }
  });
});

describe('the AAPL 10-Q in the viewer', () => {
  it('lists every fact with its value, period, unit and the labels and calculations of the extension taxonomy', async () => {
    const answer = await get(`/api/easyview/runs/${aaplRun}/facts`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    const { runId, document, facts } = answer.json<ViewerFacts>();
    expect({ runId, document }).toEqual({ runId: aaplRun, document: 'aapl-20250329.htm' });
    expect(facts).toHaveLength(760);
    expect(facts.filter((f) => f.kind === 'numeric')).toHaveLength(674);
    expect(new Set(facts.map((f) => f.id)).size).toBe(760);

    expect(facts.find((f) => f.id === 'f-54')).toEqual({
      id: 'f-54',
      concept: 'us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax',
      label: null,
      kind: 'numeric',
      value: '68714000000',
      displayValue: '68,714',
      contextId: 'c-12',
      period: { type: 'duration', start: '2024-12-29', end: '2025-03-29' },
      dimensions: [{ dimension: 'srt:ProductOrServiceAxis', member: 'us-gaap:ProductMember', dimensionLabel: null, memberLabel: null }],
      unit: 'iso4217:USD',
      decimals: '-6',
      scale: 6,
      negated: false,
      format: 'ixt:num-dot-decimal',
      hidden: false,
      footnotes: [],
      calculation: { parents: [], children: [] },
    });
    expect(facts.find((f) => f.id === 'f-49')).toMatchObject({ concept: 'dei:AmendmentFlag', value: 'false', hidden: true, unit: null });

    const total = facts.find(
      (f) => f.concept === 'aapl:OtherComprehensiveIncomeLossDerivativeInstrumentGainLossafterReclassificationandTax',
    );
    expect(total?.label).toBe('Other Comprehensive Income (Loss), Derivative Instrument, Gain (Loss), after Reclassification and Tax');
    expect(total?.calculation.children.map((c) => c.weight).sort()).toEqual([-1, 1]);
    expect(total?.calculation.children[0]?.role).toContain('STATEMENTS OF COMPREHENSIVE INCOME');
  });

  it('shows the document without scripts or event attributes, under a policy forbidding scripts, every fact marked', async () => {
    const answer = await get(`/api/easyview/runs/${aaplRun}/document`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const html = answer.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    // The submission's logo, inlined.
    expect(html).toMatch(/<img src="data:image\/jpeg;base64,/);

    const marked = new Set([...html.matchAll(/data-fact="([^"]+)"/g)].map((m) => m[1]));
    const { facts } = (await get(`/api/easyview/runs/${aaplRun}/facts`)).json<ViewerFacts>();
    expect(facts.filter((f) => !marked.has(f.id))).toEqual([]);
  });
});

describe('runs without a document', () => {
  it('answers 404 with its reason for a run not ended yet and for an XBRL instance', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/easyview/companies/1/projects',
      headers: reader,
      payload: { ...project, name: 'Instance' },
    });
    const queued = await upload('/api/easyview', other.json().id, 'nflx.xml', sampleFile('nflx-10q-2010-xbrl21/nflx-20100930.xml'));
    const runId = queued.json().id;
    const early = await get(`/api/easyview/runs/${runId}/document`);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('This filing has no document to show');
    await t.work(runId);
    expect((await get(`/api/easyview/runs/${runId}/facts`)).statusCode).toBe(404);
  });
});

describe('audit log', () => {
  it("lists EAsyView's project changes, uploads and views (once per user and run), and none of the Validator's", async () => {
    await get(`/api/easyview/runs/${aaplRun}/document`);
    await get(`/api/easyview/runs/${aaplRun}/document`);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/easyview/projects/${easyviewProject}`,
      headers: reader,
      payload: { ...project, name: 'Q2 10-Q (renamed)' },
    });
    expect(renamed.statusCode).toBe(200);
    const doomed = await t.app.inject({
      method: 'POST',
      url: '/api/easyview/companies/1/projects',
      headers: reader,
      payload: { ...project, name: 'Doomed' },
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/easyview/projects/${doomed.json().id}`, headers: reader })).statusCode).toBe(
      204,
    );

    const log = (await get('/api/easyview/auditlog?limit=100')).json();
    const entries = log.items.map(
      (e: { action: string; targetType: string; targetId: string }) => `${e.action} ${e.targetType} ${e.targetId}`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        `Create easyview-project ${easyviewProject}`,
        `Update easyview-project ${easyviewProject}`,
        `Delete easyview-project ${doomed.json().id}`,
        `Upload easyview-filing ${aaplRun}`,
        `Read easyview-filing ${aaplRun}`,
      ]),
    );
    expect(entries.filter((e: string) => e === `Read easyview-filing ${aaplRun}`)).toHaveLength(1);
    expect(entries.some((e: string) => e.includes('validator-'))).toBe(false);
    expect(log.items.every((e: { channelId: number }) => e.channelId === 1)).toBe(true);

    expect((await get('/api/easyview/auditlog', otherChannel)).json().total).toBe(0);
    const uploads = (await get('/api/easyview/auditlog?actionfilter=Upload&type=easyview-filing')).json();
    expect(uploads.items.every((e: { action: string }) => e.action === 'Upload')).toBe(true);
  });
});
