import { type Static, Type } from 'typebox';

/** Server codes with the message the user sees (spec §8). */
export const ServerCodes = {
  emailexists: 'Email Already Registered',
  alertexists: 'You are Already Tracking This Cik',
} as const;
export type ServerCode = keyof typeof ServerCodes;

/**
 * Generic error codes and their HTTP status. Every failing API answer carries one of these
 * codes (or a spec server code) in the one error shape below.
 */
export const ErrorCodes = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  emailexists: 409,
  alertexists: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  invalidCredentials: 401,
  invalidOtp: 401,
  invalidRefreshToken: 401,
  accountLocked: 403,
  accountInactive: 403,
  invalidLink: 400,
  passwordPolicy: 400,
  confirmationRequired: 409,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCodes;

export const DefaultErrorMessages: Record<ErrorCode, string> = {
  validation: 'Please Fill the Required Fields',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have access to this resource',
  notFound: 'Not found',
  conflict: 'The resource already exists',
  emailexists: ServerCodes.emailexists,
  alertexists: ServerCodes.alertexists,
  payloadTooLarge: 'The upload is too large',
  unsupportedMediaType: 'This file type is not allowed',
  unprocessable: 'The request could not be processed',
  tooManyRequests: 'Too many requests, please try again later',
  invalidCredentials: 'Invalid email or password',
  invalidOtp: 'The code is invalid or has expired',
  invalidRefreshToken: 'The session has ended, please sign in again',
  accountLocked: 'Your account is locked for a while after too many failed sign-ins. Try again later or reset your password.',
  accountInactive: 'This account is not active',
  invalidLink: 'This link is invalid, already used or expired',
  passwordPolicy: 'The password does not meet the password policy',
  confirmationRequired: 'The channel is not mapped to an identity-provider account. Save anyway?',
  internal: 'Internal Server Error',
  unavailable: 'Service unavailable',
};

/** The one error shape of every failing API answer. */
export const ApiErrorSchema = Type.Object(
  {
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'ApiError' },
);
export type ApiErrorBody = Static<typeof ApiErrorSchema>;

/** Thrown by handlers and use cases; service-kit turns it into the error shape. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? DefaultErrorMessages[code]);
    this.status = ErrorCodes[code];
  }

  toBody(): ApiErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}
