import { InvalidContentTypeError, InvalidObjectKeyError } from './storage-errors.ts';

export const MAX_KEY_LENGTH = 512;

/**
 * One path segment of a key: starts with a letter or digit (so never `.`, `..` or a hidden
 * name), then letters, digits, dot, underscore or hyphen. 200 characters keeps every segment
 * under the 255-byte file-name limit of local filesystems.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const CONTENT_TYPE = /^[\w!#$&^.+-]{1,100}\/[\w!#$&^.+-]{1,100}(?:;[\x20-\x7e]{0,200})?$/;

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Refuses keys that could leave the storage root or mean different things to different stores:
 * empty or absolute keys, `..`, empty segments, backslashes, NUL and anything outside the safe
 * character set, and keys longer than MAX_KEY_LENGTH.
 */
export function checkObjectKey(key: unknown): string {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || key.includes('..')) throw new InvalidObjectKeyError(key);
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) throw new InvalidObjectKeyError(key);
  return key;
}

/** A list prefix: empty, or the start of a valid key (it may end in `/` or mid-segment). */
export function checkKeyPrefix(prefix: unknown): string {
  if (prefix === '') return prefix;
  if (typeof prefix !== 'string' || prefix.length > MAX_KEY_LENGTH || prefix.includes('..')) throw new InvalidObjectKeyError(prefix);
  const segments = prefix.split('/');
  const last = segments.pop() ?? '';
  if (!segments.every((segment) => SEGMENT.test(segment)) || (last !== '' && !SEGMENT.test(last))) throw new InvalidObjectKeyError(prefix);
  return prefix;
}

export function checkContentType(contentType: string): string {
  if (!CONTENT_TYPE.test(contentType)) throw new InvalidContentTypeError(contentType);
  return contentType;
}

/** The key of content with this sha256: `sha256/ab/cd/abcd…`, two fan-out levels so no directory grows huge. */
export function contentKey(sha256: string): string {
  if (!SHA256_HEX.test(sha256)) throw new InvalidObjectKeyError(`sha256/${sha256}`);
  return `sha256/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}
