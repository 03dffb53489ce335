import type { IdentityStatus } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import type { ImportRowErrorsTable, ImportRunsTable } from '@ea/import-runs';
import type { AuditLogTable } from '@ea/service-kit/use-case';
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/** The Postgres schema the identity service owns. */
export const IDENTITY_SCHEMA = 'identity';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * The projection of the directory's channels: id, name and archived state come from its events,
 * the MFA requirement is identity's own.
 */
export interface ChannelsTable {
  id: number;
  name: string;
  /** An archived channel takes no new user (migration 0014). */
  archived: Generated<boolean>;
  mfa_required: Generated<boolean>;
  updated_at: Timestamp;
}

/** The projection of the directory's companies: only channel and deleted state come from its events. */
export interface CompaniesTable {
  id: number;
  channel_id: number;
  deleted: boolean;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  channel_id: number | null;
  brand: Generated<string>;
  status: IdentityStatus;
  active: Generated<boolean>;
  admin: Generated<boolean>;
  single_company_id: number | null;
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  failed_logins: Generated<number>;
  locked_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  /** Locks in a row without a successful sign-in between: each lasts longer. */
  lockouts: Generated<number>;
  email_otp_enabled: Generated<boolean>;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** An IANA zone name; null: the browser's zone. */
  time_zone: string | null;
  /** The last successful sign-in; null: never signed in. */
  last_sign_in_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface UserProductsTable {
  user_id: number;
  module: number;
}

export interface FeaturesTable {
  id: Generated<number>;
  name: string;
  description: string;
}

export interface RoleFeaturesTable {
  role_id: number;
  feature_id: number;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: number;
  token_hash: string;
  brand: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  rotated_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface MfaChallengesTable {
  id: string;
  user_id: number;
  brand: string;
  email_code_hash: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface PasswordTokensTable {
  id: string;
  user_id: number;
  purpose: 'reset' | 'activation';
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetRequestsTable {
  id: string;
  email: string;
  brand: string | null;
  requested_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
}

export interface IdpChannelAccountsTable {
  channel_id: number;
  account: string;
}

export interface IdpUsersTable {
  user_id: number;
  external_id: string;
  account: string;
  synced_at: Timestamp;
}

/**
 * The shared run columns (see @ea/import-runs): an admin's run names no channel, the rows are
 * checked with the uploader's rights, and the upload is in the object storage (null for runs
 * from before it was, see migration 0008).
 */
export interface UserImportRunsTable extends ImportRunsTable {
  created_by_admin: boolean;
  object_key: string | null;
}

/** The valid rows of a run in file order (seq): what the batches create, and which users still await their activation mail. */
export interface UserImportRowsTable {
  run_id: string;
  seq: number;
  row_number: number;
  input: ColumnType<unknown, string, string>;
  user_id: number | null;
  outcome: 'created' | 'skipped' | null;
  activation_sent_at: NullableTimestamp;
}

/** The identity's tables by their names within IDENTITY_SCHEMA. */
export interface IdentityTables {
  channels: ChannelsTable;
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  user_products: UserProductsTable;
  features: FeaturesTable;
  role_features: RoleFeaturesTable;
  refresh_tokens: RefreshTokensTable;
  mfa_challenges: MfaChallengesTable;
  password_tokens: PasswordTokensTable;
  password_reset_requests: PasswordResetRequestsTable;
  idp_channel_accounts: IdpChannelAccountsTable;
  idp_users: IdpUsersTable;
  audit_log: AuditLogTable;
  user_import_runs: UserImportRunsTable;
  user_import_rows: UserImportRowsTable;
  user_import_row_errors: ImportRowErrorsTable;
}

export type IdentityDb = Kysely<IdentityTables>;
/** A connection or a transaction: repositories take either. */
export type IdentityExecutor = IdentityDb | Transaction<IdentityTables>;

/** The shared database handle bound to the identity's schema: queries name its tables unqualified. */
export function identityDb(db: AnyDb): IdentityDb {
  return db.withSchema(IDENTITY_SCHEMA);
}
