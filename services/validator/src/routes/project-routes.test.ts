import { Module } from '@ea/contracts';
import { PROJECT_MESSAGES, ValidatorErrors } from '@ea/contracts/validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidatorTestApp, type ValidatorTestApp } from '../testing/index.ts';

let t: ValidatorTestApp;
let preparer: { authorization: string };
let otherChannel: { authorization: string };
let admin: { authorization: string };

const project = { name: 'Q1 2025 10-Q', formDescription: '10-Q', method: 'ixbrl' };

beforeAll(async () => {
  t = await createValidatorTestApp();
  await t.publishCompany({ id: 1, channelId: 1, name: 'Apple Inc.', ticker: 'AAPL', cik: '0000320193' });
  await t.publishCompany({ id: 2, channelId: 2, name: 'Netflix, Inc.', ticker: 'NFLX' });
  await t.publishCompany({ id: 3, channelId: 1, name: 'Gone Corp', deleted: true });
  preparer = await t.auth({ sub: 'u1' });
  otherChannel = await t.auth({ sub: 'u2', channelId: 2 });
  admin = await t.auth({ sub: 'a1', channelId: null, admin: true });
});

afterAll(() => t.close());

const create = (companyId: number, payload: unknown, headers = preparer) =>
  t.app.inject({ method: 'POST', url: `/api/validator/companies/${companyId}/projects`, headers, payload: payload as object });

describe('validator projects', () => {
  it('creates, reads, lists, renames and deletes a project', async () => {
    const created = await create(1, project);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      companyId: 1,
      companyName: 'Apple Inc.',
      name: 'Q1 2025 10-Q',
      formDescription: '10-Q',
      method: 'ixbrl',
      createdBy: 'u1@example.test',
      lastRun: null,
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/validator/projects/${body.id}`, headers: preparer });
    expect(read.json()).toEqual(body);

    const list = await t.app.inject({ method: 'GET', url: '/api/validator/companies/1/projects?q=q1', headers: preparer });
    expect(list.json()).toMatchObject({ total: 1, page: 1, size: 10, items: [{ id: body.id }] });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/validator/projects/${body.id}`,
      headers: preparer,
      payload: { name: '  Q1 2025 10-Q final ', formDescription: '10-Q/A', method: 'xbrl' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Q1 2025 10-Q final', formDescription: '10-Q/A', method: 'xbrl' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/validator/projects/${body.id}`, headers: preparer });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/validator/projects/${body.id}`, headers: preparer });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(ValidatorErrors.projectNotFound);
  });

  it("answers each missing or wrong field with the spec's message", async () => {
    const missing = await create(1, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      name: PROJECT_MESSAGES.name,
      formDescription: PROJECT_MESSAGES.formDescription,
      method: PROJECT_MESSAGES.method,
    });

    const wrong = await create(1, { name: '', formDescription: '10-X', method: 'pdf' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({
      name: PROJECT_MESSAGES.name,
      formDescription: PROJECT_MESSAGES.formDescription,
      method: PROJECT_MESSAGES.method,
    });

    const blank = await create(1, { ...project, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: PROJECT_MESSAGES.name, fields: { name: PROJECT_MESSAGES.name } });
  });

  it('refuses a second project of the same name in a company, whatever its case, but not in another company', async () => {
    expect((await create(1, { ...project, name: 'Annual report' })).statusCode).toBe(201);
    const again = await create(1, { ...project, name: 'ANNUAL REPORT' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: ValidatorErrors.projectNameTaken });

    const other = (await create(1, { ...project, name: 'Other' })).json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/validator/projects/${other.id}`,
      headers: preparer,
      payload: { ...project, name: 'annual report' },
    });
    expect(renamed.statusCode).toBe(409);
    expect((await create(2, { ...project, name: 'Annual report' }, otherChannel)).statusCode).toBe(201);
  });

  it("answers 404 for another channel's company and project, and a deleted company", async () => {
    const theirs = (await create(2, { ...project, name: 'Theirs' }, otherChannel)).json();
    expect((await create(2, project)).statusCode).toBe(404);
    expect((await create(3, project)).statusCode).toBe(404);
    expect((await create(99, project)).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/api/validator/companies/2/projects`],
      ['GET', `/api/validator/projects/${theirs.id}`],
      ['PUT', `/api/validator/projects/${theirs.id}`],
      ['DELETE', `/api/validator/projects/${theirs.id}`],
      ['GET', `/api/validator/projects/${theirs.id}/runs`],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: preparer, ...(method === 'PUT' ? { payload: project } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await t.app.inject({ method: 'GET', url: `/api/validator/projects/${theirs.id}`, headers: admin });
    expect(still.json().name).toBe('Theirs');
  });

  it('lists the companies in scope with their project counts', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/validator/companies?sort=projectCount&order=desc', headers: preparer });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((c: { id: number }) => c.id)).toEqual([1]);
    expect(mine.json().items[0]).toMatchObject({
      name: 'Apple Inc.',
      ticker: 'AAPL',
      cik: '0000320193',
      lastRunAt: null,
      lastRunState: null,
    });
    expect(mine.json().items[0].projectCount).toBeGreaterThan(0);

    const byTicker = await t.app.inject({ method: 'GET', url: '/api/validator/companies?q=nflx', headers: admin });
    expect(byTicker.json().items.map((c: { id: number }) => c.id)).toEqual([2]);
  });

  it("keeps a single-company user to its company, never its channel's others", async () => {
    await t.publishCompany({ id: 4, channelId: 1, name: 'Sibling Co' });
    const single = await t.auth({ sub: 'r1', singleCompanyId: 4 });
    const listed = await t.app.inject({ method: 'GET', url: '/api/validator/companies', headers: single });
    expect(listed.json().items.map((c: { id: number }) => c.id)).toEqual([4]);
    expect((await create(1, { ...project, name: 'Not mine' }, single)).statusCode).toBe(404);
    const own = await create(4, { ...project, name: 'Mine' }, single);
    expect(own.statusCode).toBe(201);
    const apple = (await t.app.inject({ method: 'GET', url: '/api/validator/companies/1/projects', headers: admin })).json().items[0];
    expect((await t.app.inject({ method: 'GET', url: `/api/validator/projects/${apple.id}`, headers: single })).statusCode).toBe(404);
  });

  it('refuses every route to a user without the validator module', async () => {
    const noModule = await t.auth({ sub: 'u3', modules: [Module.edgareye] });
    const validatorRoutes = t.routes.filter((route) => route.url.startsWith('/api/validator/'));
    expect(validatorRoutes.length).toBe(14);
    for (const route of validatorRoutes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const refused = await t.app.inject({ method: route.method as 'GET', url, headers: noModule });
      expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
      const anonymous = await t.app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
