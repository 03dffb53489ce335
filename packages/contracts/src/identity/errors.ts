import type { ServiceError } from '../errors.ts';

/**
 * The failures only the identity service answers, each with its code, HTTP status and message.
 * The browser reads some codes (confirmationRequired asks "Save anyway?", invalidRefreshToken
 * ends the session), so they are part of the contract.
 */
export const IdentityErrorCodes = {
  invalidCredentials: { code: 'invalidCredentials', status: 401, message: 'Invalid email or password' },
  invalidOtp: { code: 'invalidOtp', status: 401, message: 'The code is invalid or has expired' },
  invalidRefreshToken: { code: 'invalidRefreshToken', status: 401, message: 'The session has ended, please sign in again' },
  accountLocked: {
    code: 'accountLocked',
    status: 403,
    message: 'Your account is locked for a while after too many failed sign-ins. Try again later or reset your password.',
  },
  accountInactive: { code: 'accountInactive', status: 403, message: 'This account is not active' },
  invalidLink: { code: 'invalidLink', status: 400, message: 'This link is invalid, already used or expired' },
  passwordPolicy: { code: 'passwordPolicy', status: 400, message: 'The password does not meet the password policy' },
  confirmationRequired: {
    code: 'confirmationRequired',
    status: 409,
    message: 'The channel is not mapped to an identity-provider account. Save anyway?',
  },
} as const satisfies Record<string, ServiceError>;

/**
 * The identity service's own messages for the shared codes (ErrorCodes): what its 400s, 404s and
 * 409s say beyond the spec's messages.
 */
export const IdentityErrors = {
  userNotFound: 'User not found',
  channelNotFound: 'Channel not found',
  roleNotFound: 'Role not found',
  importNotFound: 'Import not found',
  wrongCurrentPassword: 'The current password is wrong',
  currentPasswordNeeded: 'Please enter your current password',
  invalidCode: 'The code is not valid',
  samePassword: 'The new password must differ from the current one',
  roleNameTaken: 'A role with this name already exists',
  builtInRole: (name: string) => `The ${name} role cannot be changed`,
  unknownFeatures: (names: readonly string[]) => `Unknown features: ${names.join(', ')}`,
  ownStatus: 'You cannot change the status of your own account',
  noPasswordYet: 'The user has not set a password yet',
  notDeletable: 'This account cannot be deleted',
  alreadyActivated: 'The user has already activated the account',
  /** A bulk action naming a user outside the caller's tenant (or none at all): the whole request is refused. */
  bulkUsersNotFound: 'One or more of the selected users were not found. Nothing was changed.',
  /** A bulk action on an admin account by someone who is not an admin. */
  adminOnlyByAdmins: 'Only administrators can change an administrator',
  /** Only admins hand out the Admin role. */
  adminRoleByAdmins: 'Only administrators can assign the Admin role',
  /** The single company must be a live company of the user's channel. */
  singleCompanyOutsideChannel: 'Please select a company of the user’s channel',
  channelNotMapped: 'The channel is not mapped to an identity-provider account',
  userNotMirrored: 'The user is not mirrored to the identity provider',
  unknownTimeZone: 'Please choose a time zone from the list',
  workbookTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
} as const;
