import { Messages } from '../messages.ts';
import { isModuleId } from '../modules.ts';
import { Patterns } from '../patterns.ts';

/**
 * Pure rules of the identity's records, shared by the service (API, users import, first admin)
 * and the SPA's forms. Imports nothing but plain constants, so the browser bundle can load it.
 */

/** The role every installation starts with that makes its holders admins; it can be neither renamed nor deleted. */
export const ADMIN_ROLE = 'Admin';

/** User 1 is the first admin, created at the first start (spec §6: admins are user 1 or flagged Admin). */
export const FIRST_ADMIN_ID = 1;

/**
 * Whether a time zone is an IANA zone name this runtime knows ("America/New_York", "UTC"): names
 * only, since a fixed offset ("+05:00") would show the wrong time across daylight saving changes.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The password rules, each with the message shown when a password breaks it. */
export const PASSWORD_RULES: readonly { message: string; test: (password: string, email: string) => boolean }[] = [
  { message: 'Password must be at least 10 characters long', test: (p) => p.length >= 10 },
  { message: 'Password must be at most 128 characters long', test: (p) => p.length <= 128 },
  { message: 'Password must contain an uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { message: 'Password must contain a lowercase letter', test: (p) => /[a-z]/.test(p) },
  { message: 'Password must contain a digit', test: (p) => /\d/.test(p) },
  { message: 'Password must contain a special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
  {
    message: 'Password must not contain your email name',
    test: (p, email) => {
      const local = email.split('@')[0]?.toLowerCase() ?? '';
      return local.length < 3 || !p.toLowerCase().includes(local);
    },
  },
];

/** The first rule the password breaks, or null when it satisfies them all. */
export function passwordPolicyViolation(password: string, email: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password, email))?.message ?? null;
}

/** A user as the form (or a sheet row, its names turned into ids) gives it. */
export interface UserFormInput {
  email?: string | undefined;
  userName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  channelId?: number | null | undefined;
  roles?: readonly number[] | undefined;
  products?: readonly number[] | undefined;
  admin?: boolean | undefined;
}

/** The fields trimmed (the email lower-cased), roles and products without repeats, products in order. */
export interface UserFormFields {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  channelId: number | null;
  roles: number[];
  products: number[];
  admin: boolean;
}

const M = Messages.user;

/**
 * The user rules of spec §5 that need nothing but the form: each failing field with the spec's
 * message. Admin accounts may stand outside every channel; everyone else belongs to one. Whether
 * the channel and roles exist, and what the caller may grant, the service checks on top.
 */
export function checkUserForm(input: UserFormInput): { fields: UserFormFields; messages: Record<string, string> } {
  const text = (value: string | undefined) => (value ?? '').trim();
  const fields: UserFormFields = {
    email: text(input.email).toLowerCase(),
    userName: text(input.userName),
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    channelId: input.channelId ?? null,
    roles: [...new Set(input.roles ?? [])],
    products: [...new Set(input.products ?? [])].sort((a, b) => a - b),
    admin: input.admin === true,
  };
  const messages: Record<string, string> = {};
  if (!fields.email) messages.email = M.emailRequired;
  else if (!Patterns.email.test(fields.email)) messages.email = M.emailInvalid;
  if (!fields.userName) messages.userName = M.userNameRequired;
  if (!fields.firstName) messages.firstName = M.firstNameRequired;
  if (!fields.lastName) messages.lastName = M.lastNameRequired;
  if (fields.channelId === null && !fields.admin) messages.channelId = M.channelRequired;
  if (fields.roles.length === 0) messages.roles = M.roleRequired;
  if (fields.products.length === 0 || !fields.products.every(isModuleId)) messages.products = M.productRequired;
  return { fields, messages };
}
