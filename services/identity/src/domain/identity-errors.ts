import { ApiError } from '@ea/contracts';

const WRONG_PASSWORD = 'The current password is wrong';
const PASSWORD_NEEDED = 'Please enter your current password';
const INVALID_CODE = 'The code is not valid';

/** The identity service's failures; codes and statuses are in @ea/contracts' ErrorCodes. */
export const IdentityErrors = {
  invalidCredentials: () => new ApiError('invalidCredentials'),
  accountLocked: () => new ApiError('accountLocked'),
  accountInactive: () => new ApiError('accountInactive'),
  invalidOtp: () => new ApiError('invalidOtp'),
  invalidRefreshToken: () => new ApiError('invalidRefreshToken'),
  invalidLink: () => new ApiError('invalidLink'),
  confirmationRequired: () => new ApiError('confirmationRequired'),
  passwordPolicy: (field: string, message: string) => new ApiError('passwordPolicy', message, { [field]: message }),
  wrongCurrentPassword: () => new ApiError('validation', WRONG_PASSWORD, { currentPassword: WRONG_PASSWORD }),
  currentPasswordNeeded: () => new ApiError('validation', PASSWORD_NEEDED, { currentPassword: PASSWORD_NEEDED }),
  invalidCode: () => new ApiError('validation', INVALID_CODE, { code: INVALID_CODE }),
};
