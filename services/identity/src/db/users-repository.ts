import type { Insertable, Selectable, Updateable } from 'kysely';
import type { IdentityExecutor, UsersTable } from './schema.ts';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: IdentityExecutor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Emails are stored lower-case, so the lookup is exact. */
export function findUserByEmail(db: IdentityExecutor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function insertUser(db: IdentityExecutor, values: Insertable<UsersTable>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: IdentityExecutor, id: number, patch: Updateable<UsersTable>): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteUser(db: IdentityExecutor, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Adds one failed sign-in and returns the new count (atomic, so parallel attempts all count). */
export async function countFailedLogin(db: IdentityExecutor, id: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
  return row.failed_logins;
}

export function usersOfChannel(db: IdentityExecutor, channelId: number): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('channel_id', '=', channelId).execute();
}

export function allUsers(db: IdentityExecutor): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('id').execute();
}

/** Adds a user unless the address is taken (a concurrent create); undefined then. */
export async function insertUserIfNew(db: IdentityExecutor, values: Insertable<UsersTable>): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The user, locked for the transaction so concurrent changes of its counters wait. */
export function lockUserRow(db: IdentityExecutor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function setUserTimeZone(db: IdentityExecutor, id: number, timeZone: string | null): Promise<UserRow> {
  return db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Notes a successful sign-in; `updated_at` stays, as it tells when the account itself last changed. */
export async function recordSignIn(db: IdentityExecutor, id: number, at: Date = new Date()): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
}

/** The users with these ids, locked for the transaction (in id order, so two bulk changes never deadlock). */
export function lockUserRows(db: IdentityExecutor, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}
