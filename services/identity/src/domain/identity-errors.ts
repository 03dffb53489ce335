import { ApiError } from '@ea/contracts';

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
};
