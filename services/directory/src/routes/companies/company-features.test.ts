import { FEATURE_AUDIT_LOG, FEATURE_COMPANY_MANAGEMENT } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWorkbook, goodRow } from '../../testing/company-workbook.ts';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let channelId: number;
let admin: { authorization: string };
let manager: { authorization: string };
let plain: { authorization: string };
let auditor: { authorization: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createDirectoryTestApp('company-features');
  admin = await t.auth({ sub: 'admin-1', admin: true });
  channelId = (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Features' } })).json().id;
  manager = await t.auth({ sub: 'manager-1', channelId, features: [FEATURE_COMPANY_MANAGEMENT] });
  plain = await t.auth({ sub: 'plain-1', channelId });
  auditor = await t.auth({ sub: 'auditor-1', channelId, features: [FEATURE_AUDIT_LOG] });
});

afterAll(async () => {
  await t?.close();
});

let cik = 3_000_000_000;
const company = () => ({ name: `Feature Co ${cik}`, ticker: 'FCO', cik: String(cik++) });

function call(headers: { authorization: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('Feature_CompanyManagement', () => {
  it('company create, update, delete and restore answer 403 without it and succeed with it, changing nothing when refused', async () => {
    expect((await call(plain, 'POST', '/api/company', company())).statusCode).toBe(403);
    const created = await call(manager, 'POST', '/api/company', company());
    expect(created.statusCode).toBe(201);
    const { id, cik: ownCik } = created.json();

    expect((await call(plain, 'PUT', `/api/company/${id}`, { name: 'Renamed', ticker: 'RN', cik: ownCik })).statusCode).toBe(403);
    expect((await call(manager, 'PUT', `/api/company/${id}`, { name: 'Renamed', ticker: 'RN', cik: ownCik })).statusCode).toBe(200);
    expect((await call(plain, 'DELETE', `/api/company/${id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/api/company/${id}`)).statusCode).toBe(200);
    expect((await call(plain, 'POST', '/api/restore-company', { id })).statusCode).toBe(403);
    expect((await call(manager, 'POST', '/api/restore-company', { id })).statusCode).toBe(200);

    const row = await t.db.selectFrom('companies').select(['name', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Renamed', deleted_at: null });
    // Reading stays open to every user of the channel.
    expect((await call(plain, 'GET', `/api/company/${id}`)).statusCode).toBe(200);
  });

  it('the companies bulk import answers 403 without it and accepts the upload with it', async () => {
    const body = multipartBody({ field: 'file', name: 'companies.xlsx', type: XLSX, bytes: await companyWorkbook([goodRow(700)]) });
    const upload = (headers: { authorization: string }) =>
      t.app.inject({ method: 'POST', url: '/api/bulkImport', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect((await upload(plain)).statusCode).toBe(403);
    expect(await t.db.selectFrom('bulk_import_runs').select('id').execute()).toEqual([]);
    expect((await call(plain, 'GET', '/api/bulkImport')).statusCode).toBe(403);
    expect((await call(plain, 'GET', '/api/bulkImport/template')).statusCode).toBe(403);
    expect((await upload(manager)).statusCode).toBe(202);
    expect((await call(manager, 'GET', '/api/bulkImport')).statusCode).toBe(200);
  });

  it('admins hold it without any role mapping it', async () => {
    expect((await call(admin, 'POST', '/api/company', { ...company(), channelId })).statusCode).toBe(201);
  });
});

describe('Feature_AuditLog', () => {
  it('the company audit log answers 403 without it and 200 with it', async () => {
    expect((await call(manager, 'GET', '/api/companies/auditlog')).statusCode).toBe(403);
    const log = await call(auditor, 'GET', '/api/companies/auditlog?type=company&limit=50');
    expect(log.statusCode).toBe(200);
    expect(log.json().total).toBeGreaterThan(0);
  });

  it('the dashboard shows recent activity only with it, and recent imports only with company management', async () => {
    const dashboard = async (headers: { authorization: string }) => (await call(headers, 'GET', '/api/dashboard')).json();
    const forManager = await dashboard(manager);
    expect(forManager.recentActivity).toEqual([]);
    expect(forManager.recentImports.length).toBeGreaterThan(0);
    const forAuditor = await dashboard(auditor);
    expect(forAuditor.recentActivity.length).toBeGreaterThan(0);
    expect(forAuditor.recentImports).toEqual([]);
    expect(forAuditor.companies).toBe(forManager.companies);
  });
});
