import { Messages } from '@ea/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp } from '../../services/directory/src/testing/directory-test-app.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  type IdentityTestApp,
  startIdentityTestApp,
} from '../../services/identity/src/testing/identity-test-app.ts';

/**
 * A refused request names every failing field at once, each in the spec's words where the spec
 * has them and in plain words otherwise: never the validator's ("must be equal to constant").
 */
let identity: IdentityTestApp;
let directory: DirectoryTestApp;
let identityAdmin: Record<string, string>;
let directoryAdmin: Record<string, string>;
let channelId: number;

const refusal = (fields: Record<string, string>) => ({ code: 'validation', message: 'Please Fill the Required Fields', fields });

beforeAll(async () => {
  [identity, directory] = await Promise.all([startIdentityTestApp(), createDirectoryTestApp('validation-answers')]);
  identityAdmin = identity.bearer((await identity.login(ADMIN_EMAIL, ADMIN_PASSWORD)).access_token);
  directoryAdmin = await directory.auth({ sub: 'answers-admin', admin: true });
  channelId = (
    await directory.app.inject({ method: 'POST', url: '/api/client', headers: directoryAdmin, payload: { name: 'Answers' } })
  ).json().id;
});
afterAll(async () => {
  await identity?.close();
  await directory?.close();
});

describe('company lists', () => {
  it('accept the spec page size 2000 and name the allowed sizes for any other', async () => {
    for (const url of ['/api/company?size=2000', '/api/deleted-companies?size=2000']) {
      const res = await directory.app.inject({ url, headers: directoryAdmin });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().size, url).toBe(2000);
    }
    const res = await directory.app.inject({ url: '/api/company?size=7', headers: directoryAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal({ size: 'size must be one of 10, 30, 50, 100, 500, 2000' }));
  });

  it('name every bad list parameter at once, in words', async () => {
    const res = await directory.app.inject({ url: '/api/company?page=0&size=7&sort=nope&order=up&client=x', headers: directoryAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        page: 'page must be a whole number from 1 to 100000',
        size: 'size must be one of 10, 30, 50, 100, 500, 2000',
        sort: 'sort must be one of name, ticker, cik, cid, createdAt, updatedAt, deletedAt',
        order: 'order must be one of asc, desc',
        client: 'client must be a whole number from 1 to 2147483647',
      }),
    );
  });
});

describe('company form', () => {
  const add = (payload: object) => directory.app.inject({ method: 'POST', url: '/api/company', headers: directoryAdmin, payload });

  it('an admin’s company without a channel hears about the channel and every other field at once', async () => {
    const res = await add({ cik: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        channelId: Messages.user.channelRequired,
        name: Messages.company.nameRequired,
        ticker: Messages.company.tickerRequired,
        cik: Messages.company.cikLength,
      }),
    );
  });

  it('an edit naming a channel that does not exist hears about every other field too', async () => {
    const company = (await add({ name: 'Answers Co', ticker: 'ANS', cik: '0000000077', channelId })).json();
    const res = await directory.app.inject({
      method: 'PUT',
      url: `/api/company/${company.id}`,
      headers: directoryAdmin,
      payload: { name: '', ticker: 'ANS', cik: '0000000077', sic: '1', channelId: 999_999 },
    });
    expect(res.json()).toEqual(
      refusal({ channelId: Messages.user.channelRequired, name: Messages.company.nameRequired, sic: Messages.company.sicLength }),
    );
  });

  it('a channel id no channel can have answers the spec’s message, not the validator’s', async () => {
    for (const bad of [0, -3, 'abc', 1e30, 1.5]) {
      const res = await add({ name: 'Acme', ticker: 'ACM', cik: '0000000078', channelId: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json(), String(bad)).toEqual(refusal({ channelId: Messages.user.channelRequired }));
    }
  });
});

describe('user form and list', () => {
  it('fields the service checks with spec messages answer those messages when their schema fails', async () => {
    const res = await identity.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: identityAdmin,
      payload: {
        email: `${'a'.repeat(400)}@example.com`,
        userName: 'u',
        firstName: 'F',
        lastName: 'L',
        channelId: -1,
        roles: [0],
        products: ['x'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        email: Messages.user.emailInvalid,
        channelId: Messages.user.channelRequired,
        roles: Messages.user.roleRequired,
        products: Messages.user.productRequired,
      }),
    );
  });

  it('names every bad list parameter at once, in words', async () => {
    const res = await identity.app.inject({ url: '/api/user?page=abc&size=0&productId=x&order=up', headers: identityAdmin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(
      refusal({
        page: 'page must be a whole number from 1 to 100000',
        size: 'size must be a whole number from 1 to 2000',
        productId: 'productId must be a whole number from 1 to 2147483647',
        order: 'order must be one of asc, desc',
      }),
    );
  });
});
