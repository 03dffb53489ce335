import { type Static, Type } from 'typebox';

/** Server codes with the message the user sees (spec §8). */
export const ServerCodes = {
  emailexists: 'Email Already Registered',
  alertexists: 'You are Already Tracking This Cik',
} as const;
export type ServerCode = keyof typeof ServerCodes;

/**
 * Generic error codes and their HTTP status. Every failing API answer carries one of these
 * codes, a spec server code or a code its service defines (ServiceError) in the one error shape below.
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
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ErrorCodes;

/** Why a reviewer-only user is refused a change (403): the role reads and comments, and nothing else. */
export const REVIEWER_READ_ONLY = 'As a reviewer you can read and comment, but not make changes';

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

/**
 * A failure one service defines for itself (contracts/<service>/errors.ts): its code, HTTP status
 * and the message answered unless the thrower gives another.
 */
export interface ServiceError {
  code: string;
  status: number;
  message: string;
}

/** Thrown by handlers and use cases; service-kit turns it into the error shape. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(
    kind: ErrorCode | ServiceError,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    const known = typeof kind === 'string' ? { code: kind, status: ErrorCodes[kind], message: DefaultErrorMessages[kind] } : kind;
    super(message ?? known.message);
    this.code = known.code;
    this.status = known.status;
  }

  toBody(): ApiErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}
