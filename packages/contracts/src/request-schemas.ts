import { Type } from 'typebox';
import { LIST_SIZES, type ListSize } from './limits.ts';

/**
 * Bounded building blocks of request schemas. Every number a request carries has bounds so an
 * out-of-range value is a 400 naming the field, never a database error; strings get their NUL
 * check from service-kit, which applies it to every string of every request schema.
 */

/** Largest value of a Postgres `integer` (every id column is `serial`). */
export const MAX_ID = 2_147_483_647;
/** Highest list page: far beyond any real list, and small enough for the row offset to stay exact. */
export const MAX_PAGE = 100_000;
/** Most items a list in a request may hold (roles, products, features): more than the product offers. */
export const MAX_LIST_ITEMS = 100;

/**
 * The schema keyword carrying the message a field answers whatever is wrong with it: the spec's
 * own message where the service validates that field with one, so the schema never says
 * something different about the same field.
 */
export const FIELD_MESSAGE_KEYWORD = 'x-message';
export const specMessage = (message: string) => ({ [FIELD_MESSAGE_KEYWORD]: message });

type IntegerOptions = Parameters<typeof Type.Integer>[0];
type ArrayOptions = Parameters<typeof Type.Array>[1];

/** A number that can be a record id: what IdSchema admits, for ids read outside a schema (form fields of uploads). */
export const isId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_ID;

/** A record id. */
export const IdSchema = (options: IntegerOptions = {}) => Type.Integer({ ...options, minimum: 1, maximum: MAX_ID });
/** A list of record ids. */
export const IdListSchema = (options: ArrayOptions = {}) => Type.Array(IdSchema(), { maxItems: MAX_LIST_ITEMS, ...options });
/** A list's page number. */
export const PageSchema = (options: IntegerOptions = {}) => Type.Integer({ ...options, minimum: 1, maximum: MAX_PAGE });
/** A list's page size: one of the sizes of spec §9. Typed as an integer so a query's text is read as a number. */
export const ListSizeSchema = (options: { default?: ListSize; description?: string } = {}) =>
  Type.Unsafe<ListSize>({ ...options, type: 'integer', enum: [...LIST_SIZES] });
