import { Limits, Messages, Patterns } from '@ea/contracts';

/** A check of one field's text: the message to show, or null when it passes. */
export type FieldRule = (value: string) => string | null;

export const required =
  (message: string): FieldRule =>
  (value) =>
    value.trim() === '' ? message : null;

/** Applies only to a non-empty value; pair with `required` when the field must be filled. */
export const matches =
  (pattern: RegExp, message: string): FieldRule =>
  (value) =>
    value === '' || pattern.test(value) ? null : message;

export const exactLength =
  (length: number, message: string): FieldRule =>
  (value) =>
    value === '' || value.length === length ? null : message;

/** The first failing rule's message, in the order given. */
export function firstError(value: string, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

/** Field checks built from the spec's messages and patterns (packages/contracts), shared by every form. */
export const fieldRules = {
  email: [required(Messages.user.emailRequired), matches(Patterns.email, Messages.user.emailInvalid)],
  userName: [required(Messages.user.userNameRequired)],
  firstName: [required(Messages.user.firstNameRequired)],
  lastName: [required(Messages.user.lastNameRequired)],
  cusip: [
    required(Messages.document.cusipRequired),
    matches(new RegExp(`^[A-Za-z0-9]{${Limits.cusipLength}}$`), Messages.document.cusipInvalid),
  ],
  documentTitle: [required(Messages.document.titleRequired)],
  releaseVersion: [required(Messages.document.releaseVersionRequired)],
  clientName: [required(Messages.client.nameRequired)],
  roleName: [required(Messages.role.nameRequired)],
  folderName: [required(Messages.folder.nameRequired), matches(Patterns.folderName, Messages.folder.nameInvalid)],
  revisionDescription: [required(Messages.revision.descriptionRequired)],
  projectName: [required(Messages.project.nameRequired)],
  ccc: [required(Messages.submissionHeader.cccRequired), exactLength(Limits.cccLength, Messages.submissionHeader.cccLength)],
} as const satisfies Record<string, readonly FieldRule[]>;
