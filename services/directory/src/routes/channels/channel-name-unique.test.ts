import { DirectoryErrors } from '@ea/contracts/directory';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createDirectoryTestApp('channel-names');
  admin = await t.auth({ sub: 'admin-1', admin: true });
});

afterAll(async () => {
  await t?.close();
});

const taken = { code: 'conflict', message: DirectoryErrors.channelNameTaken, fields: { name: DirectoryErrors.channelNameTaken } };

const create = (name: string) => t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name } });
const rename = (id: number, name: string) => t.app.inject({ method: 'PUT', url: `/api/client/${id}`, headers: admin, payload: { name } });

/** Every stored channel whose name matches ignoring case and surrounding spaces. */
async function namesLike(name: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('channels')
    .select('name')
    .where(sql`lower(trim(name))`, '=', name.trim().toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

async function auditCount(): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('target_type', '=', 'channel')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('channel names are unique ignoring case and surrounding spaces', () => {
  it('refuses "acme " beside "Acme" with 409 on the name field and stores nothing', async () => {
    expect((await create('Acme')).statusCode).toBe(201);
    const eventsBefore = (await outboxEvents(t.db, 'channel.created')).length;
    const auditsBefore = await auditCount();

    for (const name of ['acme ', '  ACME', 'aCmE']) {
      const duplicate = await create(name);
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual(taken);
    }

    expect(await namesLike('acme')).toEqual(['Acme']);
    expect((await outboxEvents(t.db, 'channel.created')).length).toBe(eventsBefore);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('refuses renaming another channel to "ACME" and keeps its name; a channel may change its own case', async () => {
    const acme = (await create('Acme Rename')).json() as { id: number };
    const other = (await create('Other Rename')).json() as { id: number };
    const eventsBefore = (await outboxEvents(t.db, 'channel.updated')).length;

    const clash = await rename(other.id, 'ACME RENAME ');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(taken);
    expect(await namesLike('other rename')).toEqual(['Other Rename']);
    expect((await outboxEvents(t.db, 'channel.updated')).length).toBe(eventsBefore);

    const ownCase = await rename(acme.id, 'ACME RENAME');
    expect(ownCase.statusCode).toBe(200);
    expect(await namesLike('acme rename')).toEqual(['ACME RENAME']);
  });

  it('refuses renaming to the name of the first test\'s "Acme" in any case', async () => {
    const other = (await create('Beta')).json() as { id: number };
    const clash = await rename(other.id, 'ACME');
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual(taken);
    expect(await namesLike('beta')).toEqual(['Beta']);
  });

  it('lets exactly one of two simultaneous saves of the same name through (the unique index decides)', async () => {
    const answers = await Promise.all(['Zeta Race', 'zeta race', ' ZETA RACE ', 'Zeta race'].map(create));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json()).toEqual(taken);
    expect(await namesLike('zeta race')).toHaveLength(1);
  });
});
