import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT, Messages } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let channelA: number;
let channelB: number;
let admin: { authorization: string };
let userA: { authorization: string };
let userB: { authorization: string };

const M = Messages.company;

beforeAll(async () => {
  t = await createDirectoryTestApp('companies');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelA = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Channel A' } })).json().id;
  channelB = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Channel B' } })).json().id;
  // Users of a role granting company management and the audit log, as the seeded Preparer does.
  const features = [FEATURE_COMPANY_MANAGEMENT, FEATURE_AUDIT_LOG];
  userA = await t.auth({ sub: 'user-a', channelId: channelA, features });
  userB = await t.auth({ sub: 'user-b', channelId: channelB, features });
});

afterAll(async () => {
  await t?.close();
});

let cikCounter = 1_000_000_000;
const nextCik = () => String(cikCounter++);

async function addCompany(headers: { authorization: string }, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/company', headers, payload: body });
}

async function companyRow(id: number) {
  return t.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('company validation', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ['name and ticker required', { cik: '0000320193' }, { name: M.nameRequired, ticker: M.tickerRequired }],
    ['CIK or CID required', { name: 'Apple', ticker: 'AAPL' }, { cik: M.cikOrCid, cid: M.cikOrCid }],
    ['CIK digits only', { name: 'Apple', ticker: 'AAPL', cik: '00003201X3' }, { cik: M.digitsOnly }],
    ['CIK ten digits', { name: 'Apple', ticker: 'AAPL', cik: '320193' }, { cik: M.cikLength }],
    ['CID letters and digits', { name: 'Apple', ticker: 'AAPL', cid: 'AB-12' }, { cid: M.alphanumeric }],
    ['SIC digits only', { name: 'Apple', ticker: 'AAPL', cid: 'AB12', sic: '35x1' }, { sic: M.digitsOnly }],
    ['SIC four digits', { name: 'Apple', ticker: 'AAPL', cid: 'AB12', sic: '357' }, { sic: M.sicLength }],
    [
      'CUSIP nine alphanumerics',
      { name: 'Apple', ticker: 'AAPL', cid: 'AB12', cusip: '03783310' },
      { cusip: Messages.document.cusipInvalid },
    ],
  ];
  it.each(cases)('%s: 400 with the spec message, nothing written', async (_label, body, fields) => {
    const before = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await addCompany(userA, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', fields });
    expect(Object.keys(res.json().fields).sort()).toEqual(Object.keys(fields).sort());
    const after = await t.db
      .selectFrom('companies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses removing an identifier the company has: "Please enter cik" / "Please enter cid"', async () => {
    const created = (await addCompany(userA, { name: 'Ident', ticker: 'IDN', cik: nextCik(), cid: 'IDN1' })).json();
    const noCik = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${created.id}`,
      headers: userA,
      payload: { name: 'Ident', ticker: 'IDN', cid: 'IDN1' },
    });
    expect(noCik.statusCode).toBe(400);
    expect(noCik.json().fields).toEqual({ cik: M.cikRequired });
    const noCid = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${created.id}`,
      headers: userA,
      payload: { name: 'Ident', ticker: 'IDN', cik: created.cik },
    });
    expect(noCid.statusCode).toBe(400);
    expect(noCid.json().fields).toEqual({ cid: M.cidRequired });
    expect((await companyRow(created.id))?.cid).toBe('IDN1');
  });

  it('answers 409 for a CIK already used in the channel, and accepts it in another channel', async () => {
    const cik = nextCik();
    expect((await addCompany(userA, { name: 'First', ticker: 'FST', cik })).statusCode).toBe(201);
    const duplicate = await addCompany(userA, { name: 'Second', ticker: 'SND', cik });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'conflict',
      message: 'A company with this CIK already exists in this channel',
      fields: { cik: expect.any(String) },
    });
    expect((await addCompany(userB, { name: 'Elsewhere', ticker: 'ELS', cik })).statusCode).toBe(201);
  });
});

describe('company lifecycle', () => {
  it('adds, edits, deletes and restores a company with audit entries and events', async () => {
    const cik = nextCik();
    const created = await addCompany(userA, { name: ' Acme Corp ', ticker: 'acme', cik, sic: '3571', cusip: '037833100' });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({
      name: 'Acme Corp',
      ticker: 'ACME',
      cik,
      cid: null,
      sic: '3571',
      cusip: '037833100',
      channelId: channelA,
    });

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}`,
      headers: userA,
      payload: { name: 'Acme Inc', ticker: 'ACME', cik, cid: 'ACME01' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Acme Inc', cid: 'ACME01', sic: null });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/company/${company.id}`, headers: userA });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${company.id}`, headers: userA })).statusCode).toBe(404);
    const deletedList = (await t.app.inject({ method: 'GET', url: '/api/deleted-companies', headers: userA })).json();
    expect(deletedList.items.map((c: { id: number }) => c.id)).toContain(company.id);
    expect(deletedList.items.find((c: { id: number }) => c.id === company.id).deletedBy).toBe('user-a');
    const live = (await t.app.inject({ method: 'GET', url: '/api/company?size=500', headers: userA })).json();
    expect(live.items.map((c: { id: number }) => c.id)).not.toContain(company.id);

    const restored = await t.app.inject({ method: 'POST', url: '/api/restore-company', headers: userA, payload: { id: company.id } });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: company.id, name: 'Acme Inc', deletedAt: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${company.id}`, headers: userA })).json().cid).toBe('ACME01');

    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/companies/auditlog?search=Acme&type=company&limit=50`, headers: userA })
    ).json();
    const forCompany = audit.items.filter((e: { targetId: string }) => e.targetId === String(company.id));
    // The read of its details after the restore names the company too, so the search finds it.
    expect(forCompany.map((e: { action: string }) => e.action)).toEqual(['Read', 'Restore', 'Delete', 'Update', 'Create']);
    expect(forCompany[0].after).toEqual({ name: 'Acme Inc' });
    const update = forCompany.find((e: { action: string }) => e.action === 'Update');
    expect(update.before).toMatchObject({ name: 'Acme Corp', cid: null, sic: '3571' });
    expect(update.after).toMatchObject({ name: 'Acme Inc', cid: 'ACME01', sic: null });
    expect(update.actorId).toBe('user-a');
    const reads = (await t.app.inject({ method: 'GET', url: '/api/companies/auditlog?actionfilter=Read&limit=50', headers: userA })).json();
    expect(reads.items.some((e: { targetId: string }) => e.targetId === String(company.id))).toBe(true);

    for (const type of ['company.created', 'company.updated', 'company.deleted', 'company.restored']) {
      const events = (await outboxEvents(t.db, type)).filter((e) => e.aggregate_id === String(company.id));
      expect(events, type).toHaveLength(1);
      expect(events[0]?.scope).toEqual({ channelId: channelA, companyId: company.id });
      expect(events[0]?.payload).toMatchObject({ id: company.id, channelId: channelA, cik });
    }
  });

  it('lists with filter, sort, order, page and size, and gives pickers every company in scope', async () => {
    const names = ['Zeta Listing', 'Alpha Listing', 'Mid Listing'];
    for (const name of names) await addCompany(userB, { name, ticker: 'LST', cik: nextCik() });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/company?filter=listing&sort=name&order=desc&size=10&page=1',
      headers: userB,
    });
    expect(page.json().items.map((c: { name: string }) => c.name)).toEqual(['Zeta Listing', 'Mid Listing', 'Alpha Listing']);
    expect(page.json().total).toBe(3);
    const second = (await t.app.inject({ method: 'GET', url: '/api/company?filter=LISTING&size=10&page=2', headers: userB })).json();
    expect(second.items).toEqual([]);
    expect(second).toMatchObject({ total: 3, page: 2, size: 10 });
    expect((await t.app.inject({ method: 'GET', url: '/api/company?size=7', headers: userB })).statusCode).toBe(400);
    const picker = (await t.app.inject({ method: 'GET', url: '/api/companylist', headers: userB })).json();
    expect(
      picker.items.filter((i: { itemName: string }) => i.itemName.endsWith('Listing')).map((i: { itemName: string }) => i.itemName),
    ).toEqual(['Alpha Listing', 'Mid Listing', 'Zeta Listing']);
    expect(picker.items.every((i: { channelId: number }) => i.channelId === channelB)).toBe(true);
  });
});

describe('tenant scope', () => {
  it('a user of channel A cannot list, read, change, delete or restore channel B companies (404, rows unchanged)', async () => {
    const b = (await addCompany(userB, { name: 'Bravo Secret', ticker: 'BRV', cik: nextCik() })).json();
    const bDeleted = (await addCompany(userB, { name: 'Bravo Gone', ticker: 'BGN', cik: nextCik() })).json();
    await t.app.inject({ method: 'DELETE', url: `/api/company/${bDeleted.id}`, headers: userB });
    const before = await companyRow(b.id);
    const beforeDeleted = await companyRow(bDeleted.id);
    const eventsBefore = (await outboxEvents(t.db, 'company.updated')).length;

    const list = (await t.app.inject({ method: 'GET', url: `/api/company?size=500&client=${channelB}`, headers: userA })).json();
    expect(list.items).toEqual([]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/company?size=500', headers: userA })).json();
    expect(all.items.every((c: { channelId: number }) => c.channelId === channelA)).toBe(true);
    const deletedList = (await t.app.inject({ method: 'GET', url: '/api/deleted-companies?size=500', headers: userA })).json();
    expect(deletedList.items.map((c: { id: number }) => c.id)).not.toContain(bDeleted.id);
    const picker = (await t.app.inject({ method: 'GET', url: '/api/companylist', headers: userA })).json();
    expect(picker.items.map((c: { id: number }) => c.id)).not.toContain(b.id);

    const attempts = [
      t.app.inject({ method: 'GET', url: `/api/company/${b.id}`, headers: userA }),
      t.app.inject({
        method: 'PUT',
        url: `/api/company/${b.id}`,
        headers: userA,
        payload: { name: 'Hijacked', ticker: 'HJK', cik: b.cik },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/company/${b.id}`, headers: userA }),
      t.app.inject({ method: 'POST', url: '/api/restore-company', headers: userA, payload: { id: bDeleted.id } }),
      t.app.inject({
        method: 'POST',
        url: '/api/company',
        headers: userA,
        payload: { name: 'Into B', ticker: 'INB', cik: nextCik(), channelId: channelB },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    expect(await companyRow(b.id)).toEqual(before);
    expect(await companyRow(bDeleted.id)).toEqual(beforeDeleted);
    expect((await outboxEvents(t.db, 'company.updated')).length).toBe(eventsBefore);
    const audit = (await t.app.inject({ method: 'GET', url: '/api/companies/auditlog?limit=500', headers: userA })).json();
    expect(audit.items.every((e: { channelId: number }) => e.channelId === channelA)).toBe(true);
  });

  it('a reviewer-only user sees only its single company and cannot write', async () => {
    const mine = (await addCompany(userA, { name: 'Reviewed Co', ticker: 'RVW', cik: nextCik() })).json();
    await addCompany(userA, { name: 'Other Co', ticker: 'OTH', cik: nextCik() });
    const reviewer = await t.auth({ sub: 'reviewer-1', channelId: channelA, roles: ['Reviewer'], singleCompanyId: mine.id });
    const list = (await t.app.inject({ method: 'GET', url: '/api/company?size=500', headers: reviewer })).json();
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    const write = await t.app.inject({
      method: 'PUT',
      url: `/api/company/${mine.id}`,
      headers: reviewer,
      payload: { name: 'X', ticker: 'X', cik: mine.cik },
    });
    expect(write.statusCode).toBe(403);
    expect((await companyRow(mine.id))?.name).toBe('Reviewed Co');
  });

  it('a reviewer-only user whose single company is of another channel reads nothing of it', async () => {
    const theirs = (await addCompany(admin, { name: 'Foreign Single Co', ticker: 'FSC', cik: nextCik(), channelId: channelB })).json();
    expect((await t.app.inject({ method: 'GET', url: `/api/company/${theirs.id}`, headers: admin })).statusCode).toBe(200);
    const reviewer = await t.auth({
      sub: 'reviewer-elsewhere',
      channelId: channelA,
      roles: ['Reviewer'],
      singleCompanyId: theirs.id,
      features: ['Feature_AuditLog'],
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: reviewer });
    expect((await get(`/api/company/${theirs.id}`)).statusCode).toBe(404);
    expect((await get('/api/company?size=500')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/companylist')).json().items).toEqual([]);
    expect((await get('/api/companies/auditlog?limit=500')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/dashboard')).json()).toMatchObject({ companies: 0, deletedCompanies: 0, recentActivity: [] });
  });

  it('an admin sees every channel and must name the channel of a new company', async () => {
    const missing = await addCompany(admin, { name: 'No Channel', ticker: 'NCH', cik: nextCik() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ channelId: Messages.user.channelRequired });
    const created = await addCompany(admin, { name: 'Admin Made', ticker: 'ADM', cik: nextCik(), channelId: channelB });
    expect(created.json().channelId).toBe(channelB);
    const all = (await t.app.inject({ method: 'GET', url: '/api/company?size=500', headers: admin })).json();
    expect(new Set(all.items.map((c: { channelId: number }) => c.channelId))).toEqual(new Set([channelA, channelB]));
  });
});

describe('dashboard', () => {
  it('counts change after adds, only within scope, and pending figures are named, not invented', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: userA })).json();
    const otherBefore = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: userB })).json();
    await addCompany(userA, { name: 'Dash One', ticker: 'DS1', cik: nextCik() });
    await addCompany(userA, { name: 'Dash Two', ticker: 'DS2', cik: nextCik() });
    const after = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: userA })).json();
    expect(after.companies).toBe(before.companies + 2);
    expect(after.channels).toBeNull();
    expect(after.recentActivity[0]).toMatchObject({ action: 'Create', after: { name: 'Dash Two' } });
    expect(after.modulesPending).toEqual(['documentsByRenderingStatus', 'recentDocuments', 'filingsDue']);
    expect(after).not.toHaveProperty('documentsByRenderingStatus');
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: userB })).json().companies).toBe(otherBefore.companies);
    const adminView = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: admin })).json();
    expect(adminView.channels).toBe(2);
  });
});
