import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT } from '@ea/contracts';
import { FilerMessages } from '@ea/contracts/directory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let channelA: number;
let channelB: number;
let admin: { authorization: string };
let userA: { authorization: string };
let userB: { authorization: string };
let readerA: { authorization: string };

beforeAll(async () => {
  t = await createDirectoryTestApp('company-filer');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelA = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Filer A' } })).json().id;
  channelB = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Filer B' } })).json().id;
  const features = [FEATURE_COMPANY_MANAGEMENT, FEATURE_AUDIT_LOG];
  userA = await t.auth({ sub: 'user-a', channelId: channelA, features });
  userB = await t.auth({ sub: 'user-b', channelId: channelB, features });
  readerA = await t.auth({ sub: 'reader-a', channelId: channelA, features: [] });
});

afterAll(async () => {
  await t?.close();
});

let cikCounter = 2_000_000_000;
const nextCik = () => String(cikCounter++);

const FILER = {
  fiscalYearEnd: '09-27',
  filerCategory: 'Large Accelerated Filer',
  smallerReportingCompany: false,
  emergingGrowthCompany: true,
  stateOfIncorporation: 'ca',
  ein: '942404110',
  businessStreet1: 'One Apple Park Way',
  businessStreet2: '',
  businessCity: 'Cupertino',
  businessState: 'ca',
  businessZip: '95014',
  businessPhone: '(408) 996-1010',
};

async function addCompany(headers: { authorization: string }, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/company', headers, payload: body });
}

async function companyCount() {
  const row = await t.db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('filer details', () => {
  it('stores them normalized on create and answers them with the company', async () => {
    const res = await addCompany(userA, { name: 'Apple', ticker: 'AAPL', cik: nextCik(), ...FILER });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fiscalYearEnd: '09-27',
      filerCategory: 'Large Accelerated Filer',
      smallerReportingCompany: false,
      emergingGrowthCompany: true,
      stateOfIncorporation: 'CA',
      ein: '94-2404110',
      businessStreet1: 'One Apple Park Way',
      businessStreet2: null,
      businessCity: 'Cupertino',
      businessState: 'CA',
      businessZip: '95014',
      businessPhone: '(408) 996-1010',
    });
    const row = await t.db.selectFrom('companies').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ein: '94-2404110', fiscal_year_end: '09-27', emerging_growth_company: true });
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['fiscal year end not MM-DD', { fiscalYearEnd: '0930' }, { fiscalYearEnd: FilerMessages.fiscalYearEndFormat }],
    ['fiscal year end with no such day', { fiscalYearEnd: '02-30' }, { fiscalYearEnd: FilerMessages.fiscalYearEndDate }],
    ['fiscal year end with no such month', { fiscalYearEnd: '13-01' }, { fiscalYearEnd: FilerMessages.fiscalYearEndDate }],
    ['unknown filer category', { filerCategory: 'Small Filer' }, { filerCategory: FilerMessages.filerCategory }],
    ['unknown state code', { stateOfIncorporation: 'XX' }, { stateOfIncorporation: FilerMessages.stateOfIncorporation }],
    ['EIN of the wrong shape', { ein: '94-240411' }, { ein: FilerMessages.ein }],
    [
      'partial business address',
      { businessStreet1: '1 Main St' },
      { businessCity: FilerMessages.cityRequired, businessState: FilerMessages.stateRequired, businessZip: FilerMessages.zipRequired },
    ],
    [
      'bad state and ZIP',
      { businessStreet1: '1 Main St', businessCity: 'Dover', businessState: 'ZZ', businessZip: '1990' },
      { businessState: FilerMessages.state, businessZip: FilerMessages.zip },
    ],
    ['phone too short', { businessPhone: '555-1234' }, { businessPhone: FilerMessages.phone }],
  ];
  it.each(invalid)('%s: 400 naming the field, nothing written', async (_label, filer, fields) => {
    const before = await companyCount();
    const res = await addCompany(userA, { name: 'Bad', ticker: 'BAD', cik: nextCik(), ...filer });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'validation', message: expect.any(String), fields });
    expect(await companyCount()).toBe(before);
  });

  it('answers the company fields and the filer fields at once', async () => {
    const res = await addCompany(userA, { ticker: 'BAD', cik: nextCik(), ein: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['ein', 'name']);
  });

  it('edits them, keeps those left out, clears the empty ones, and audits before and after', async () => {
    const cik = nextCik();
    const created = (await addCompany(userA, { name: 'Edit Me', ticker: 'EDM', cik, ...FILER })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${created.id}`,
      headers: userA,
      payload: { name: 'Edit Me', ticker: 'EDM', cik, fiscalYearEnd: '12-31', filerCategory: 'non-accelerated filer', businessPhone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fiscalYearEnd: '12-31',
      filerCategory: 'Non-accelerated Filer',
      businessPhone: null,
      ein: '94-2404110',
      businessCity: 'Cupertino',
      emergingGrowthCompany: true,
    });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'company')
      .where('target_id', '=', String(created.id))
      .where('action', '=', 'Update')
      .executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe('user-a');
    expect(entry.before).toMatchObject({
      fiscalYearEnd: '09-27',
      filerCategory: 'Large Accelerated Filer',
      businessPhone: '(408) 996-1010',
    });
    expect(entry.after).toMatchObject({ fiscalYearEnd: '12-31', filerCategory: 'Non-accelerated Filer', businessPhone: null });
  });

  it('refuses an invalid edit with the field message and leaves the company as it was', async () => {
    const cik = nextCik();
    const created = (await addCompany(userA, { name: 'Keep Me', ticker: 'KPM', cik, fiscalYearEnd: '06-30' })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${created.id}`,
      headers: userA,
      payload: { name: 'Keep Me', ticker: 'KPM', cik, fiscalYearEnd: '06-31' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fiscalYearEnd: FilerMessages.fiscalYearEndDate });
    const row = await t.db.selectFrom('companies').select('fiscal_year_end').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.fiscal_year_end).toBe('06-30');
  });

  it("refuses another channel's company: 404 and nothing changes", async () => {
    const cik = nextCik();
    const created = (await addCompany(userA, { name: 'Mine', ticker: 'MIN', cik, ein: '12-3456789' })).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${created.id}`,
      headers: userB,
      payload: { name: 'Mine', ticker: 'MIN', cik, ein: '98-7654321' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound', message: 'Company not found' });
    const row = await t.db.selectFrom('companies').select('ein').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.ein).toBe('12-3456789');
  });
});

describe('company history', () => {
  it('lists the changes of one company newest first, without reads or other companies', async () => {
    const cik = nextCik();
    const company = (await addCompany(userA, { name: 'Hist', ticker: 'HST', cik })).json();
    await addCompany(userA, { name: 'Other', ticker: 'OTH', cik: nextCik() });
    await t.app.inject({ method: 'GET', url: `/api/company/${company.id}`, headers: userA });
    await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}`,
      headers: userA,
      payload: { name: 'Hist', ticker: 'HST', cik, stateOfIncorporation: 'DE' },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}/auditlog?limit=10`, headers: userA });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.items.map((entry: { action: string }) => entry.action)).toEqual(['Update', 'Create']);
    expect(page.items.every((entry: { companyId: number }) => entry.companyId === company.id)).toBe(true);
    expect(page.items[0].after).toMatchObject({ stateOfIncorporation: 'DE' });
    expect(page.items[0].actorId).toBe('user-a');
  });

  it("answers 404 for another channel's company and 403 without the audit-log feature", async () => {
    const company = (await addCompany(userA, { name: 'Private', ticker: 'PRV', cik: nextCik() })).json();
    const foreign = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}/auditlog`, headers: userB });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'notFound', message: 'Company not found' });
    const read = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}`, headers: userB });
    expect(read.statusCode).toBe(404);
    const noFeature = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}/auditlog`, headers: readerA });
    expect(noFeature.statusCode).toBe(403);
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}/auditlog`, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items).toHaveLength(1);
  });

  it('answers 404 for a deleted company', async () => {
    const company = (await addCompany(userA, { name: 'Gone', ticker: 'GON', cik: nextCik() })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/company/${company.id}`, headers: userA });
    const res = await t.app.inject({ method: 'GET', url: `/api/company/${company.id}/auditlog`, headers: userA });
    expect(res.statusCode).toBe(404);
  });
});

describe('filer rules', () => {
  it('accepts the leap day and a country of incorporation', async () => {
    const res = await addCompany(userA, {
      name: 'Cayman Co',
      ticker: 'CAY',
      cik: nextCik(),
      fiscalYearEnd: '02-29',
      stateOfIncorporation: 'Cayman Islands',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fiscalYearEnd: '02-29', stateOfIncorporation: 'Cayman Islands' });
  });
});
