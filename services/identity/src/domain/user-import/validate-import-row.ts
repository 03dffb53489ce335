import { type AccessClaims, ApiError, Module, type UserInput } from '@ea/contracts';
import type { IdentityExecutor } from '../../db/identity-database.ts';
import { listRoles } from '../../db/roles-repository.ts';
import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';
import { findUserByEmail } from '../../db/users-repository.ts';
import { type ValidUserInput, validateUserInput } from '../users/validate-user-input.ts';
import type { UserImportField } from './user-import-layout.ts';

export type RowValidation = { ok: true; input: ValidUserInput } | { ok: false; messages: Partial<Record<UserImportField, string>> };

/** What every row of one run is checked against: names known now, the uploader's rights, emails seen earlier in the file. */
export interface ImportRowContext {
  claims: AccessClaims;
  /** The run's channel; null when each row names its own (admins only). */
  runChannelId: number | null;
  channelIds: Set<number>;
  channelsByName: Map<string, number>;
  rolesByName: Map<string, number>;
  seenEmails: Set<string>;
}

// An id no role or module has: a name that resolves to nothing stays in the list, so the form's
// own rule rejects it with its message instead of the row silently losing a role.
const UNKNOWN = 0;

const modulesByName = new Map<string, number>(Object.entries(Module).map(([name, id]) => [name.toLowerCase(), id]));

export async function importRowContext(db: IdentityExecutor, run: UserImportRunRow): Promise<ImportRowContext> {
  const [channels, roles] = await Promise.all([db.selectFrom('channels').select(['id', 'name']).execute(), listRoles(db)]);
  return {
    // The uploader's rights as they were at upload: the same checks the form makes for that caller.
    claims: {
      sub: run.created_by,
      email: run.created_by_email ?? '',
      channelId: run.created_by_admin ? null : run.channel_id,
      roles: [],
      modules: [],
      features: [],
      admin: run.created_by_admin,
      singleCompanyId: null,
      issuedAt: 0,
    },
    runChannelId: run.channel_id,
    channelIds: new Set(channels.map((c) => c.id)),
    channelsByName: new Map(channels.map((c) => [c.name.trim().toLowerCase(), c.id])),
    rolesByName: new Map(roles.map((r) => [r.name.toLowerCase(), r.id])),
    seenEmails: new Set(),
  };
}

/**
 * Checks one sheet row with the user form's validation (validateUserInput, same messages) after
 * turning names into ids: channel by id or name (blank = the run's channel; another channel than
 * the run's is not accepted), roles by name and products by module number or name, comma-separated.
 * An email already registered, or repeated earlier in the file, answers "Email Already Registered".
 */
export async function validateImportRow(
  db: IdentityExecutor,
  context: ImportRowContext,
  values: Record<UserImportField, string>,
): Promise<RowValidation> {
  const input: UserInput = {
    email: values.email,
    userName: values.userName,
    firstName: values.firstName,
    lastName: values.lastName,
    channelId: channelOf(values.channel, context),
    roles: listOf(values.roles).map((name) => context.rolesByName.get(name.toLowerCase()) ?? UNKNOWN),
    products: listOf(values.products).map(moduleOf),
  };
  let valid: ValidUserInput;
  try {
    valid = await validateUserInput(db, context.claims, input);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'validation' && error.fields) return { ok: false, messages: rowMessages(error.fields) };
    // Rights: a channel manager granting the Admin role.
    if (error.code === 'forbidden') return { ok: false, messages: { roles: error.message } };
    throw error;
  }
  if (context.seenEmails.has(valid.email) || (await findUserByEmail(db, valid.email))) {
    return { ok: false, messages: { email: new ApiError('emailexists').message } };
  }
  context.seenEmails.add(valid.email);
  return { ok: true, input: valid };
}

function channelOf(text: string, context: ImportRowContext): number | null {
  const value = text.trim();
  if (value === '') return context.runChannelId;
  const byId = /^\d+$/.test(value) && context.channelIds.has(Number(value)) ? Number(value) : undefined;
  const id = byId ?? context.channelsByName.get(value.toLowerCase()) ?? null;
  // Null fails the form's channel rule, with its message.
  return context.runChannelId !== null && id !== context.runChannelId ? null : id;
}

function moduleOf(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : (modulesByName.get(text.toLowerCase().replace(/\s+/g, '')) ?? UNKNOWN);
}

function listOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The form names the channel field channelId; the sheet calls its column channel. */
function rowMessages(fields: Record<string, string>): Partial<Record<UserImportField, string>> {
  const messages: Partial<Record<UserImportField, string>> = {};
  for (const [field, message] of Object.entries(fields)) messages[(field === 'channelId' ? 'channel' : field) as UserImportField] = message;
  return messages;
}
