import { openDatabase } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from '../support/start-product.ts';

const running: RunningProduct[] = [];
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop()));
});

async function start(options: Parameters<typeof startProduct>[0] = {}) {
  const product = await startProduct(options);
  running.push(product);
  return product;
}

async function expectServing(baseUrl: string) {
  const health = await fetch(`${baseUrl}/api/health`);
  expect(health.status).toBe(200);
  const body = (await health.json()) as { status: string; checks: Record<string, { ok: boolean }> };
  expect(body.status).toBe('ok');
  expect(Object.keys(body.checks).sort()).toEqual(['bus', 'db', 'redis']);
  expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);

  const root = await fetch(`${baseUrl}/`);
  expect(root.status).toBe(200);
  const html = await root.text();
  expect(html).toContain('<div id="root">');
  const deep = await fetch(`${baseUrl}/companies/auditlog?page=2`);
  expect(deep.status).toBe(200);
  expect(await deep.text()).toBe(html);

  const version = await fetch(`${baseUrl}/fe_assets/version.json`);
  expect(version.status).toBe(200);
  expect(((await version.json()) as { version: string }).version).toMatch(/\S/);

  const unauthenticated = await fetch(`${baseUrl}/api/session`);
  expect(unauthenticated.status).toBe(401);
  expect(await unauthenticated.json()).toEqual({ code: 'unauthorized', message: 'Authentication required' });
}

function privateRedisUrl(output: string): string {
  const match = /private redis-server on (127\.0\.0\.1:\d+)/.exec(output);
  if (!match) throw new Error(`no private redis in the output:\n${output}`);
  return `redis://${match[1]}`;
}

describe('the README run command', () => {
  it('brings the product up with embedded defaults, and keeps its data across a restart', async () => {
    const first = await start();
    expect(first.output()).toContain('database: pglite');
    await expectServing(first.baseUrl);

    const redisOne = new Redis(privateRedisUrl(first.output()));
    await redisOne.set('restart-check', 'kept');
    redisOne.disconnect();
    expect(await first.stop()).not.toBeNull();

    // Write a marker while the product is down, in the product's own embedded database.
    const database = await openDatabase({ dataDir: `${first.dataDir}/pglite` });
    await sql`create table if not exists public.restart_marker (note text)`.execute(database.db);
    await sql`insert into public.restart_marker values ('first run')`.execute(database.db);
    await database.close();

    const second = await start({ dataDir: first.dataDir });
    await expectServing(second.baseUrl);
    const redisTwo = new Redis(privateRedisUrl(second.output()));
    expect(await redisTwo.get('restart-check')).toBe('kept');
    redisTwo.disconnect();
    await second.stop();

    const reopened = await openDatabase({ dataDir: `${first.dataDir}/pglite` });
    const rows = await sql<{ note: string }>`select note from public.restart_marker`.execute(reopened.db);
    await reopened.close();
    expect(rows.rows.map((r) => r.note)).toEqual(['first run']);
  });

  it('uses the machine’s Postgres and Redis when DATABASE_URL and REDIS_URL are given', async () => {
    let database: TestDatabase | undefined;
    try {
      database = await createTestDatabase();
      const product = await start({ env: { DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL! } });
      expect(product.output()).toContain('database: postgres');
      expect(product.output()).not.toContain('private redis-server');
      await expectServing(product.baseUrl);
      await product.stop();
    } finally {
      await database?.drop();
    }
  });
});
