import type { AccessClaims } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { type TenantScope, tenantScope } from '@ea/service-kit/use-case';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyQuery,
  insertCompany,
  insertNewCompanies,
  listCompanies,
  markCompanyDeleted,
  markCompanyRestored,
  updateCompany,
} from './companies-repository.ts';
import { directoryMigrations } from './migrations/index.ts';
import { type DirectoryDb, directoryDb } from './schema.ts';

let database: TestDatabase;
let db: DirectoryDb;
let channelA: number;
let channelB: number;
let serial = 0;

function scopeOf(claims: Partial<AccessClaims>): TenantScope {
  return tenantScope({
    sub: 'u',
    email: 'u@example.test',
    channelId: null,
    roles: ['Preparer'],
    modules: [],
    features: [],
    admin: false,
    singleCompanyId: null,
    issuedAt: 0,
    ...claims,
  });
}

function company(channelId: number, name: string) {
  serial += 1;
  return { channel_id: channelId, name, ticker: `T${serial}`, cik: String(serial).padStart(10, '0'), cid: null, sic: null, cusip: null };
}

function query(scope: TenantScope, filter: string, extra: Partial<CompanyQuery> = {}): CompanyQuery {
  return { scope, deleted: false, filter, sort: 'name', order: 'asc', page: 1, size: 5, ...extra };
}

/** The same count straight from the table, bypassing every cache. */
async function countInTable(filter: string, where: { channelId?: number; id?: number; deleted?: boolean } = {}): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from directory.companies
    where search_text like ${`%${filter}%`}
      and (deleted_at is not null) = ${where.deleted ?? false}
      and (${where.channelId ?? null}::int is null or channel_id = ${where.channelId ?? null})
      and (${where.id ?? null}::int is null or id = ${where.id ?? null})`.execute(db);
  return rows[0]!.n;
}

beforeAll(async () => {
  database = await createTestDatabase([directoryMigrations]);
  db = directoryDb(database.db);
  const channels = await db
    .insertInto('channels')
    .values([{ name: 'Channel A' }, { name: 'Channel B' }])
    .returning('id')
    .execute();
  [channelA, channelB] = channels.map((c) => c.id) as [number, number];
});

afterAll(async () => {
  await database.drop();
});

describe('the company list total', () => {
  it('follows an add, an edit, a delete, a restore and a multi-row insert right away', async () => {
    const scope = scopeOf({ channelId: channelA });
    await insertCompany(db, company(channelA, 'Initech Alpha'), 'seed');
    await insertCompany(db, company(channelA, 'Initech Beta'), 'seed');
    const totals: number[] = [];
    // Each total is read twice so the second read comes from the cache when one is filled.
    const read = async () => {
      const first = (await listCompanies(db, query(scope, 'initech'))).total;
      const second = (await listCompanies(db, query(scope, 'initech'))).total;
      expect(second).toBe(first);
      expect(first).toBe(await countInTable('initech', { channelId: channelA }));
      totals.push(first);
    };

    await read();
    const added = await insertCompany(db, company(channelA, 'Initech Gamma'), 'tester');
    await read();
    await updateCompany(db, added.id, { ...company(channelA, 'Renamed Gamma'), cik: added.cik });
    await read();
    await markCompanyDeleted(db, added.id, 'tester');
    await read();
    const deletedTotal = (await listCompanies(db, query(scope, 'gamma', { deleted: true }))).total;
    expect(deletedTotal).toBe(1);
    await markCompanyRestored(db, added.id);
    await updateCompany(db, added.id, { ...company(channelA, 'Initech Gamma'), cik: added.cik });
    await read();
    expect((await listCompanies(db, query(scope, 'gamma', { deleted: true }))).total).toBe(0);
    await insertNewCompanies(
      db,
      [1, 2, 3].map((n) => ({ ...company(channelA, `Initech Import ${n}`), created_by: 'import', import_run_id: crypto.randomUUID() })),
    );
    await read();

    expect(totals).toEqual([2, 3, 2, 2, 3, 6]);
  });

  it('serves the cached total while the data version stands', async () => {
    const scope = scopeOf({ channelId: channelB });
    await insertCompany(db, company(channelB, 'Hooli One'), 'seed');
    const before = (await listCompanies(db, query(scope, 'hooli'))).total;
    expect(before).toBe(1);
    // A change that bypasses the version triggers is invisible to the total: it comes from the cache.
    await sql`alter table directory.companies disable trigger user`.execute(db);
    try {
      await insertCompany(db, company(channelB, 'Hooli Two'), 'untracked');
    } finally {
      await sql`alter table directory.companies enable trigger user`.execute(db);
    }
    const stale = await listCompanies(db, query(scope, 'hooli'));
    expect(stale.total).toBe(1);
    expect(stale.rows.map((r) => r.name)).toEqual(['Hooli One', 'Hooli Two']);
    await insertCompany(db, company(channelB, 'Hooli Three'), 'tracked');
    expect((await listCompanies(db, query(scope, 'hooli'))).total).toBe(3);
  });

  it('keeps every scope to its own entry', async () => {
    await insertCompany(db, company(channelA, 'Umbrella North'), 'seed');
    await insertCompany(db, company(channelA, 'Umbrella South'), 'seed');
    const single = await insertCompany(db, company(channelB, 'Umbrella East'), 'seed');
    const cases: [string, TenantScope, Partial<CompanyQuery>, number][] = [
      ['channel A', scopeOf({ channelId: channelA }), {}, await countInTable('umbrella', { channelId: channelA })],
      ['channel B', scopeOf({ channelId: channelB }), {}, await countInTable('umbrella', { channelId: channelB })],
      ['admin', scopeOf({ admin: true }), {}, await countInTable('umbrella')],
      ['admin, channel B only', scopeOf({ admin: true }), { channelId: channelB }, await countInTable('umbrella', { channelId: channelB })],
      ['channel A asking for B', scopeOf({ channelId: channelA }), { channelId: channelB }, 0],
      ['reviewer', scopeOf({ channelId: channelB, singleCompanyId: single.id }), {}, await countInTable('umbrella', { id: single.id })],
      ['reviewer of A naming a company of B', scopeOf({ channelId: channelA, singleCompanyId: single.id }), {}, 0],
      ['no channel', scopeOf({}), {}, 0],
    ];
    expect(new Set(cases.map((c) => c[3])).size).toBeGreaterThan(2);
    // Twice round, so each scope's second read meets every other scope's entry in the cache.
    for (let round = 0; round < 2; round++) {
      for (const [name, scope, extra, expected] of cases) {
        expect({ name, total: (await listCompanies(db, query(scope, 'umbrella', extra))).total }).toEqual({ name, total: expected });
      }
    }
  });

  it('moves a company between channels in both channels totals', async () => {
    const moved = await insertCompany(db, company(channelA, 'Acme Moving'), 'seed');
    const inA = () => listCompanies(db, query(scopeOf({ channelId: channelA }), 'acme'));
    const inB = () => listCompanies(db, query(scopeOf({ channelId: channelB }), 'acme'));
    expect([(await inA()).total, (await inB()).total]).toEqual([1, 0]);
    await updateCompany(db, moved.id, { ...company(channelB, 'Acme Moving'), cik: moved.cik });
    expect([(await inA()).total, (await inB()).total]).toEqual([0, 1]);
  });

  it('does not keep totals seen inside a transaction that rolls back', async () => {
    const scope = scopeOf({ channelId: channelB });
    await insertCompany(db, company(channelB, 'Soylent One'), 'seed');
    expect((await listCompanies(db, query(scope, 'soylent'))).total).toBe(1);
    await db
      .transaction()
      .execute(async (trx) => {
        await insertNewCompanies(
          trx,
          ['Two', 'Three'].map((n) => ({
            ...company(channelB, `Soylent ${n}`),
            created_by: 'rolled back',
            import_run_id: crypto.randomUUID(),
          })),
        );
        expect((await listCompanies(trx, query(scope, 'soylent'))).total).toBe(3);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    // One committed insert raises the version once, as the rolled-back statement would have.
    await insertCompany(db, company(channelB, 'Soylent Four'), 'committed');
    expect((await listCompanies(db, query(scope, 'soylent'))).total).toBe(2);
  });

  it('counts a page past the end and an empty first page', async () => {
    const scope = scopeOf({ channelId: channelA });
    for (const n of [1, 2, 3]) await insertCompany(db, company(channelA, `Vandelay ${n}`), 'seed');
    const past = await listCompanies(db, query(scope, 'vandelay', { page: 4, size: 1 }));
    expect(past).toEqual({ rows: [], total: 3 });
    const last = await listCompanies(db, query(scope, 'vandelay', { page: 3, size: 1 }));
    expect({ names: last.rows.map((r) => r.name), total: last.total }).toEqual({ names: ['Vandelay 3'], total: 3 });
    expect(await listCompanies(db, query(scope, 'vandelay-none'))).toEqual({ rows: [], total: 0 });
  });

  it('empties with the table', async () => {
    const admin = scopeOf({ admin: true });
    expect((await listCompanies(db, query(admin, ''))).total).toBeGreaterThan(0);
    await sql`truncate directory.companies`.execute(db);
    const after = await listCompanies(db, query(admin, ''));
    expect(after).toEqual({ rows: [], total: 0 });
  });
});
