/**
 * Where uploaded files live (channel logos, import workbooks): a local directory by default, an
 * S3-compatible bucket later, behind this one interface. Keys are slash-separated names such as
 * `logos/channel-3-ab12.png`.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9._-]*)+$/;

/** Refuses keys that could leave the storage root or collide with odd names. */
export function checkObjectKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid object key "${key}"`);
  return key;
}
