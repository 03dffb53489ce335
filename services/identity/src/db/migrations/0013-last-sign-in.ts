import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When each user last signed in (a password sign-in without MFA, or a completed MFA challenge):
 * admins read it in the users list to spot unused accounts. Null until the first sign-in. The
 * activation links are read newest first per user, so the users list can say whether an
 * invitation is still open.
 */
export const lastSignIn = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    await sql`alter table ${sql.table(`${schema}.users`)} add column last_sign_in_at timestamptz`.execute(db);
    await sql`create index password_tokens_user_purpose_idx on ${sql.table(`${schema}.password_tokens`)} (user_id, purpose, created_at desc)`.execute(
      db,
    );
  },
});
