import { ApiError } from '@ea/contracts';
import { IdentityErrorCodes, IdentityErrors } from '@ea/contracts/identity';

/** The identity's failures as thrown: its own codes (see @ea/contracts/identity) and its messages for shared ones. */
export const IdentityFailures = {
  invalidCredentials: () => new ApiError(IdentityErrorCodes.invalidCredentials),
  accountLocked: () => new ApiError(IdentityErrorCodes.accountLocked),
  accountInactive: () => new ApiError(IdentityErrorCodes.accountInactive),
  invalidOtp: () => new ApiError(IdentityErrorCodes.invalidOtp),
  invalidRefreshToken: () => new ApiError(IdentityErrorCodes.invalidRefreshToken),
  invalidLink: () => new ApiError(IdentityErrorCodes.invalidLink),
  confirmationRequired: () => new ApiError(IdentityErrorCodes.confirmationRequired),
  passwordPolicy: (field: string, message: string) => new ApiError(IdentityErrorCodes.passwordPolicy, message, { [field]: message }),
  wrongCurrentPassword: () =>
    new ApiError('validation', IdentityErrors.wrongCurrentPassword, { currentPassword: IdentityErrors.wrongCurrentPassword }),
  currentPasswordNeeded: () =>
    new ApiError('validation', IdentityErrors.currentPasswordNeeded, { currentPassword: IdentityErrors.currentPasswordNeeded }),
  invalidCode: () => new ApiError('validation', IdentityErrors.invalidCode, { code: IdentityErrors.invalidCode }),
  userNotFound: () => new ApiError('notFound', IdentityErrors.userNotFound),
  channelNotFound: () => new ApiError('notFound', IdentityErrors.channelNotFound),
  roleNotFound: () => new ApiError('notFound', IdentityErrors.roleNotFound),
};
