import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMigrations } from '../../db/migrations/index.ts';
import { identityDb } from '../../db/schema.ts';
import { verifyPassword } from '../../security/password-hashing.ts';
import { ensureFirstAdmin } from './ensure-first-admin.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase([identityMigrations]);
});
afterAll(() => database?.drop());

describe('first admin', () => {
  it('refuses an ADMIN_PASSWORD that breaks the policy', async () => {
    await expect(ensureFirstAdmin({ db: identityDb(database.db), env: { ADMIN_PASSWORD: 'admin' }, print: () => {} })).rejects.toThrow(
      /ADMIN_PASSWORD is refused: Password must be at least 10 characters long/,
    );
  });

  it('without ADMIN_PASSWORD creates user 1 with a random password printed once', async () => {
    const printed: string[] = [];
    const db = identityDb(database.db);
    expect(await ensureFirstAdmin({ db, env: { ADMIN_EMAIL: 'Boss@Example.com' }, print: (l) => printed.push(l) })).toBe('created');
    expect(await ensureFirstAdmin({ db, env: { ADMIN_EMAIL: 'Boss@Example.com' }, print: (l) => printed.push(l) })).toBe('exists');
    expect(printed).toHaveLength(1);
    const password = /with password (\S+)/.exec(printed[0]!)?.[1];
    expect(password).toBeTruthy();
    const admin = await db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ email: 'boss@example.com', admin: true, status: 'ACTIVE' });
    expect(await verifyPassword(admin.password_hash, password!)).toBe(true);
    // The next user gets id 2: the sequence moved past the explicit id.
    const next = await db
      .insertInto('users')
      .values({
        email: 'n@example.com',
        user_name: 'n',
        first_name: 'N',
        last_name: 'N',
        channel_id: null,
        status: 'STAGED',
        single_company_id: null,
        password_hash: null,
        totp_secret: null,
        totp_pending_secret: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(2);
  });
});
