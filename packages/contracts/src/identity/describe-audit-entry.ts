import type { AuditLogEntry } from '../audit-log-api.ts';
import { IDENTITY_AUDIT_ACTION_LABELS, USER_AUDIT_TARGET_LABELS } from './api.ts';

type Entry = Pick<AuditLogEntry, 'targetType' | 'targetId' | 'before' | 'after'> & Partial<Pick<AuditLogEntry, 'actorId' | 'actorEmail'>>;

/** Why identity wrote an entry on its own, in words (`after.reason`). */
const REASONS: Record<string, string> = {
  'refresh-token-reuse': 'a sign-in token was used twice, so every session of the account was ended',
};

/** Values never shown: ids of internal records mean nothing to a reader. */
const HIDDEN_KEYS = new Set(['family', 'familyId', 'runId', 'id', 'hash', 'tokenHash']);

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The keys that name a record, in the order tried. */
const NAME_KEYS = ['email', 'name', 'role', 'fileName'];

/** The record the entry is about, by its name when the entry carries one (a user's e-mail, a role's name). */
function subject(entry: Entry): string {
  const kind = USER_AUDIT_TARGET_LABELS[entry.targetType as keyof typeof USER_AUDIT_TARGET_LABELS] ?? entry.targetType;
  const values = { ...record(entry.before), ...record(entry.after) };
  // A user acting on their own account (a sign-in, a password change) is named by their e-mail.
  const self = entry.targetType === 'user' && entry.targetId !== null && entry.targetId === entry.actorId ? entry.actorEmail : null;
  const name = [...NAME_KEYS.map((key) => values[key]), self].find((v): v is string => typeof v === 'string' && v !== '');
  if (name) return `${kind} ${name}`;
  return entry.targetId ? `${kind} #${entry.targetId}` : kind;
}

/** A value as a reader takes it: text as it is, a list of named records (roles) by their names; null where nothing readable is left. */
function readable(value: unknown): string | null {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return String(value);
  if (!Array.isArray(value)) return null;
  const names = value.map((item) => record(item)?.name);
  return names.length > 0 && names.every((name) => typeof name === 'string') ? names.join(', ') : null;
}

/** One line saying what the entry is about and what changed, in words rather than ids and codes. */
export function describeAuditEntry(entry: Entry): string {
  const after = record(entry.after);
  const target = subject(entry);
  if (!after) return target;
  const reason = typeof after.reason === 'string' ? (REASONS[after.reason] ?? after.reason.replace(/-/g, ' ')) : null;
  // A bulk action on the users list writes one entry per user, marked so the reader knows where it came from.
  const bulk = after.bulk === true ? 'bulk action' : null;
  const parts = Object.entries(after)
    .filter(([key]) => key !== 'reason' && key !== 'bulk' && !HIDDEN_KEYS.has(key) && !NAME_KEYS.includes(key))
    .map(([key, value]) => ({ key, text: readable(value) }))
    .filter((part): part is { key: string; text: string } => part.text !== null)
    .slice(0, 4)
    .map(({ key, text }) => `${key}: ${text}`);
  const detail = [reason, ...parts, bulk].filter((part): part is string => part !== null && part !== '');
  return detail.length > 0 ? `${target} — ${detail.join(', ')}` : target;
}

/** An action of the users audit log as people read it (identity's own actions by their label). */
export function auditActionLabel(action: string): string {
  return (IDENTITY_AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
