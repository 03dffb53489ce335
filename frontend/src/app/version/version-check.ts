import type { CookieJar } from '../session/cookies.ts';

export const VERSION_STORAGE_KEY = 'ea.appVersion';
export const VERSION_FILE = '/fe_assets/version.json';

/** Build ids start with a UTC timestamp (YYYYMMDDHHmmss), so later builds sort after earlier ones. */
export function isNewerVersion(candidate: string, than: string): boolean {
  return candidate > than;
}

/** The published build id, or null when the file cannot be read (offline, a proxy page). */
export async function fetchPublishedVersion(fetchFn: typeof fetch): Promise<string | null> {
  try {
    const response = await fetchFn(VERSION_FILE, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && body.version !== '' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Compares the published version with the stored one (the newer of what this browser stored and
 * what this bundle was built as). Returns the published version when it is newer; otherwise
 * records it as seen and returns null.
 */
export async function checkForNewVersion(options: {
  fetch: typeof fetch;
  storage: Storage;
  compiledVersion: string;
}): Promise<string | null> {
  const published = await fetchPublishedVersion(options.fetch);
  if (published === null) return null;
  const remembered = options.storage.getItem(VERSION_STORAGE_KEY);
  const stored = remembered !== null && isNewerVersion(remembered, options.compiledVersion) ? remembered : options.compiledVersion;
  if (isNewerVersion(published, stored)) return published;
  options.storage.setItem(VERSION_STORAGE_KEY, published);
  return null;
}

/** Accepting the new version: sign out, clear cookies and storage, remember the version, reload. */
export async function applyNewVersion(options: {
  published: string;
  signOut(): Promise<void>;
  cookies: CookieJar;
  storages: Storage[];
  versionStorage: Storage;
  reload(): void;
}): Promise<void> {
  await options.signOut();
  options.cookies.clearAll();
  for (const storage of options.storages) storage.clear();
  options.versionStorage.setItem(VERSION_STORAGE_KEY, options.published);
  options.reload();
}
