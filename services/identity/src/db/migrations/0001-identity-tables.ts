import { type Kysely, type Migration, sql } from 'kysely';

/** Users, roles, features, module access, channels (projection), tokens, MFA and identity-provider links. */
export const identityTables = (schema: string): Migration => ({
  // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
  async up(db: Kysely<any>) {
    const s = db.schema.withSchema(schema);
    await s
      .createTable('channels')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mfa_required', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await s
      .createTable('users')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'integer', (c) => c.references(`${schema}.channels.id`))
      .addColumn('brand', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('admin', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('single_company_id', 'integer')
      .addColumn('password_hash', 'text')
      .addColumn('password_changed_at', 'timestamptz')
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_at', 'timestamptz')
      .addColumn('email_otp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('totp_secret', 'text')
      .addColumn('totp_pending_secret', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('users_status_check', sql`status in ('ACTIVE','STAGED','PROVISIONED','DEPROVISIONED','SUSPENDED')`)
      .execute();
    await s.createIndex('users_channel_id_idx').on('users').column('channel_id').execute();
    await s
      .createTable('roles')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .execute();
    await s
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (c) => c.notNull().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references(`${schema}.roles.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role_id'])
      .execute();
    await s
      .createTable('user_products')
      .addColumn('user_id', 'integer', (c) => c.notNull().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('module', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_products_pkey', ['user_id', 'module'])
      .execute();
    await s
      .createTable('features')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .execute();
    await s
      .createTable('role_features')
      .addColumn('role_id', 'integer', (c) => c.notNull().references(`${schema}.roles.id`).onDelete('cascade'))
      .addColumn('feature_id', 'integer', (c) => c.notNull().references(`${schema}.features.id`).onDelete('cascade'))
      .addPrimaryKeyConstraint('role_features_pkey', ['role_id', 'feature_id'])
      .execute();
    await s
      .createTable('refresh_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('family_id', 'uuid', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rotated_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await s.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
    await s.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
    await s
      .createTable('mfa_challenges')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('email_code_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('completed_at', 'timestamptz')
      .execute();
    await s
      .createTable('password_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset','activation')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await s
      .createTable('idp_channel_accounts')
      .addColumn('channel_id', 'integer', (c) => c.primaryKey().references(`${schema}.channels.id`).onDelete('cascade'))
      .addColumn('account', 'text', (c) => c.notNull())
      .execute();
    await s
      .createTable('idp_users')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references(`${schema}.users.id`).onDelete('cascade'))
      .addColumn('external_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('synced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
});
