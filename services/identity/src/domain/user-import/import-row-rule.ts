import { type AccessClaims, ApiError, Module } from '@ea/contracts';
import type { UserInput } from '@ea/contracts/identity';
import type { RowVerdict } from '@ea/import-runs';
import { listRoles } from '../../db/roles-repository.ts';
import type { IdentityExecutor } from '../../db/schema.ts';
import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';
import { findUserByEmail } from '../../db/users-repository.ts';
import { type ValidUserInput, validateUserInput } from '../users/validate-user-input.ts';
import type { UserImportField } from './user-sheet.ts';

export type ImportRowRule = (values: Record<UserImportField, string>) => Promise<RowVerdict<ValidUserInput>>;

// An id no role or module has: a name that resolves to nothing stays in the list, so the form's
// own rule rejects it with its message instead of the row silently losing a role.
const UNKNOWN = 0;

const modulesByName = new Map<string, number>(Object.entries(Module).map(([name, id]) => [name.toLowerCase(), id]));

/**
 * The rule each row of a run is checked with: the user form's validation (validateUserInput, same
 * messages) after turning names into ids, with the uploader's rights as they were at upload.
 * Channel by id or name (blank = the run's channel; another channel than the run's is not
 * accepted, nor an archived one), roles by name and products by module number or name,
 * comma-separated. An email already registered, or repeated earlier in the file, answers "Email
 * Already Registered".
 */
export async function importRowRule(db: IdentityExecutor, run: UserImportRunRow): Promise<ImportRowRule> {
  const [channels, roles] = await Promise.all([db.selectFrom('channels').select(['id', 'name']).execute(), listRoles(db)]);
  const claims: AccessClaims = {
    sub: run.created_by,
    email: run.created_by_email ?? '',
    channelId: run.created_by_admin ? null : run.channel_id,
    roles: [],
    modules: [],
    features: [],
    admin: run.created_by_admin,
    singleCompanyId: null,
    issuedAt: 0,
  };
  const channelIds = new Set(channels.map((c) => c.id));
  const channelsByName = new Map(channels.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const rolesByName = new Map(roles.map((r) => [r.name.toLowerCase(), r.id]));
  const seenEmails = new Set<string>();

  const channelOf = (text: string): number | null => {
    const value = text.trim();
    if (value === '') return run.channel_id;
    const byId = /^\d+$/.test(value) && channelIds.has(Number(value)) ? Number(value) : undefined;
    const id = byId ?? channelsByName.get(value.toLowerCase()) ?? null;
    // Null fails the form's channel rule, with its message.
    return run.channel_id !== null && id !== run.channel_id ? null : id;
  };

  return async (values) => {
    const input: UserInput = {
      email: values.email,
      userName: values.userName,
      firstName: values.firstName,
      lastName: values.lastName,
      channelId: channelOf(values.channel),
      roles: listOf(values.roles).map((name) => rolesByName.get(name.toLowerCase()) ?? UNKNOWN),
      products: listOf(values.products).map(moduleOf),
    };
    let valid: ValidUserInput;
    try {
      valid = await validateUserInput(db, claims, input);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The form's rules, and a channel that takes no new user (archived): each at its column.
      if ((error.code === 'validation' || error.code === 'unprocessable') && error.fields) {
        return { ok: false, messages: rowMessages(error.fields) };
      }
      // Rights: a channel manager granting the Admin role.
      if (error.code === 'forbidden') return { ok: false, messages: { roles: error.message } };
      throw error;
    }
    if (seenEmails.has(valid.email) || (await findUserByEmail(db, valid.email))) {
      return { ok: false, messages: { email: new ApiError('emailexists').message } };
    }
    seenEmails.add(valid.email);
    return { ok: true, value: valid };
  };
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
function rowMessages(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field === 'channelId' ? 'channel' : field, message]));
}
