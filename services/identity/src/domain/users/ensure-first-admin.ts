import { randomBytes } from 'node:crypto';
import { MODULE_IDS } from '@ea/contracts';
import { ADMIN_ROLE, FIRST_ADMIN_ID, passwordPolicyViolation } from '@ea/contracts/identity';
import { sql } from 'kysely';
import { findRoleByName } from '../../db/roles-repository.ts';
import type { IdentityDb } from '../../db/schema.ts';
import { setUserProducts } from '../../db/user-products-repository.ts';
import { setUserRoles } from '../../db/user-roles-repository.ts';
import { hashPassword } from '../../security/password-hashing.ts';

const DEFAULT_ADMIN_EMAIL = 'admin@ea-filing.local';

export interface FirstAdminOptions {
  db: IdentityDb;
  env: Readonly<Record<string, string | undefined>>;
  /** Where a generated password is shown, once. */
  print: (line: string) => void;
}

/**
 * Creates user 1, the first admin, unless it exists: from ADMIN_EMAIL and ADMIN_PASSWORD, or with a
 * random password printed once. There is no default password. Safe when several processes start
 * at once (an advisory lock serialises them). A seed at start-up, like the roles the migrations
 * seed: it acts for nobody, so it is neither audited nor announced.
 */
export async function ensureFirstAdmin({ db, env, print }: FirstAdminOptions): Promise<'created' | 'exists'> {
  const email = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const given = env.ADMIN_PASSWORD;
  if (given) {
    const violation = passwordPolicyViolation(given, email);
    if (violation) throw new Error(`ADMIN_PASSWORD is refused: ${violation}`);
  }
  const password = given || `${randomBytes(12).toString('base64url')}-Aa1`;
  const outcome = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('identity.first-admin'))`.execute(trx);
    const existing = await trx.selectFrom('users').select('id').where('id', '=', FIRST_ADMIN_ID).executeTakeFirst();
    if (existing) return 'exists' as const;
    await trx
      .insertInto('users')
      .values({
        id: FIRST_ADMIN_ID,
        email,
        user_name: 'admin',
        first_name: 'Admin',
        last_name: 'User',
        channel_id: null,
        status: 'ACTIVE',
        active: true,
        admin: true,
        single_company_id: null,
        password_hash: await hashPassword(password),
        password_changed_at: new Date(),
        totp_secret: null,
        totp_pending_secret: null,
      })
      .execute();
    // The id was given explicitly, so move the sequence past it.
    await sql`select setval(pg_get_serial_sequence('identity.users', 'id'), greatest((select max(id) from identity.users), 1))`.execute(
      trx,
    );
    const adminRole = await findRoleByName(trx, ADMIN_ROLE);
    if (adminRole) await setUserRoles(trx, FIRST_ADMIN_ID, [adminRole.id]);
    await setUserProducts(trx, FIRST_ADMIN_ID, [...MODULE_IDS]);
    return 'created' as const;
  });
  if (outcome === 'created' && !given) {
    print(`First admin created: ${email} with password ${password}  (shown only this once; change it after signing in)`);
  }
  return outcome;
}
