import { ApiError, type ErrorCode } from '@ea/contracts';

/**
 * An error whose answer carries a code of this service (e.g. `confirmationRequired`) with the
 * HTTP status of a generic one, so the client can tell the cases apart.
 */
export class IdentityError extends ApiError {
  constructor(
    status: ErrorCode,
    readonly identityCode: string,
    message: string,
    fields?: Record<string, string>,
  ) {
    super(status, message, fields);
  }

  override toBody() {
    return { ...super.toBody(), code: this.identityCode };
  }
}

export const IdentityErrors = {
  invalidCredentials: () => new IdentityError('unauthorized', 'invalidCredentials', 'Invalid email or password'),
  accountLocked: () =>
    new IdentityError(
      'forbidden',
      'accountLocked',
      'Your account is locked after too many failed sign-ins. Ask an administrator to unlock it.',
    ),
  accountInactive: () => new IdentityError('forbidden', 'accountInactive', 'This account is not active'),
  invalidOtp: () => new IdentityError('unauthorized', 'invalidOtp', 'The code is invalid or has expired'),
  invalidRefreshToken: () => new IdentityError('unauthorized', 'invalidRefreshToken', 'The session has ended, please sign in again'),
  invalidLink: () => new IdentityError('validation', 'invalidLink', 'This link is invalid, already used or expired'),
  confirmationRequired: () =>
    new IdentityError('conflict', 'confirmationRequired', 'The channel is not mapped to an identity-provider account. Save anyway?'),
  passwordPolicy: (field: string, message: string) => new IdentityError('validation', 'passwordPolicy', message, { [field]: message }),
};
