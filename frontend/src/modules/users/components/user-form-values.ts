import { Messages } from '@ea/contracts';
import type { UserInput, UserView } from '@ea/contracts/identity';
import { fieldRules, firstError } from '@/ui/form-fields/field-rules.ts';

/**
 * What the user form edits (spec §3: email, user name, first and last name, channel, roles,
 * products), and what it carries unchanged from the user it shows (single company), so saving
 * sends back what was shown and never resets it. Admin rights come with the Admin role: the form
 * sends no admin flag of its own.
 */
export interface UserFormValues {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  channelId: number | null;
  roles: number[];
  products: number[];
  singleCompanyId: number | null;
}

export type UserFormField = Exclude<keyof UserFormValues, 'singleCompanyId'>;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export const emptyUserForm: UserFormValues = {
  email: '',
  userName: '',
  firstName: '',
  lastName: '',
  channelId: null,
  roles: [],
  products: [],
  singleCompanyId: null,
};

export function userFormValuesOf(user: UserView): UserFormValues {
  return {
    email: user.email,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    channelId: user.channelId,
    roles: user.roles.map((role) => role.id),
    products: user.products,
    singleCompanyId: user.singleCompanyId,
  };
}

/** Every failing field with the spec's user message (§5), checked before anything is sent. */
export function validateUserForm(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const text = { email: fieldRules.email, userName: fieldRules.userName, firstName: fieldRules.firstName, lastName: fieldRules.lastName };
  for (const [field, rules] of Object.entries(text) as [UserFormField, typeof fieldRules.email][]) {
    const message = firstError((values[field] as string).trim(), rules);
    if (message) errors[field] = message;
  }
  if (values.channelId === null) errors.channelId = Messages.user.channelRequired;
  if (values.roles.length === 0) errors.roles = Messages.user.roleRequired;
  if (values.products.length === 0) errors.products = Messages.user.productRequired;
  return errors;
}

/** The API's body for the form; `confirmed` once the user agreed to save with an unmapped channel. */
export function userInputOf(values: UserFormValues, confirmed: boolean): UserInput {
  return {
    email: values.email.trim(),
    userName: values.userName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    channelId: values.channelId,
    roles: values.roles,
    products: values.products,
    singleCompanyId: values.singleCompanyId,
    confirmed,
  };
}

/** Field errors answered by the API, keyed like the form (unknown keys are dropped). */
export function serverFieldErrors(fields: Record<string, string> | undefined): UserFormErrors {
  const known: UserFormField[] = ['email', 'userName', 'firstName', 'lastName', 'channelId', 'roles', 'products'];
  const errors: UserFormErrors = {};
  for (const field of known) if (fields?.[field]) errors[field] = fields[field];
  return errors;
}
