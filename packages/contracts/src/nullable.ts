import { type Static, type TSchema, type TSchemaOptions, Type } from 'typebox';

/**
 * The schema, or null, as one schema listing both types. Requests are validated with ajv's
 * coerceTypes, which inside a union's first branch turns null into 0 (or "" or false) before the
 * null branch is tried; with `type: [type, 'null']` a null matches as it is and is never coerced.
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T, options: TSchemaOptions = {}) =>
  Type.Unsafe<Static<T> | null>({ ...schema, ...options, type: [schema.type, 'null'] });
