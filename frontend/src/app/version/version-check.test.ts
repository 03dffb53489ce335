import { beforeEach, describe, expect, it } from 'vitest';
import { documentCookies } from '../session/cookies.ts';
import { applyNewVersion, checkForNewVersion, VERSION_FILE, VERSION_STORAGE_KEY } from './version-check.ts';

const published = (version: string | null, status = 200) =>
  (async (input: RequestInfo | URL) => {
    if (String(input) !== VERSION_FILE) throw new Error(`unexpected ${String(input)}`);
    return new Response(JSON.stringify(version === null ? {} : { version }), { status });
  }) as typeof fetch;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkForNewVersion', () => {
  it('reports a published build newer than this bundle', async () => {
    await expect(
      checkForNewVersion({ fetch: published('20260102000000-b'), storage: localStorage, compiledVersion: '20260101000000-a' }),
    ).resolves.toBe('20260102000000-b');
  });

  it('stays quiet for the same or an older build and remembers what it saw', async () => {
    await expect(
      checkForNewVersion({ fetch: published('20260101000000-a'), storage: localStorage, compiledVersion: '20260101000000-a' }),
    ).resolves.toBeNull();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('20260101000000-a');
    await expect(
      checkForNewVersion({ fetch: published('20251231000000-z'), storage: localStorage, compiledVersion: '20260101000000-a' }),
    ).resolves.toBeNull();
  });

  it('does not ask again for a version the user already accepted, even from a stale bundle', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '20260102000000-b');
    await expect(
      checkForNewVersion({ fetch: published('20260102000000-b'), storage: localStorage, compiledVersion: '20260101000000-a' }),
    ).resolves.toBeNull();
  });

  it('ignores a missing or unreadable version file', async () => {
    await expect(checkForNewVersion({ fetch: published(null), storage: localStorage, compiledVersion: 'x' })).resolves.toBeNull();
    await expect(checkForNewVersion({ fetch: published('z', 404), storage: localStorage, compiledVersion: 'x' })).resolves.toBeNull();
  });
});

describe('applyNewVersion', () => {
  it('signs out, clears cookies and storage, keeps only the new version and reloads', async () => {
    const cookies = documentCookies(document);
    cookies.set('userConfiguration', '{}');
    cookies.set('other', '1');
    localStorage.setItem('ea.tokens', 'x');
    sessionStorage.setItem('draft', 'y');
    const steps: string[] = [];
    await applyNewVersion({
      published: '20260102000000-b',
      signOut: async () => {
        steps.push('signOut');
      },
      cookies,
      storages: [localStorage, sessionStorage],
      versionStorage: localStorage,
      reload: () => steps.push('reload'),
    });
    expect(steps).toEqual(['signOut', 'reload']);
    expect(document.cookie).toBe('');
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('20260102000000-b');
  });
});
