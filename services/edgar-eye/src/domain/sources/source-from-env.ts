import { join } from 'node:path';
import { directorySource } from './directory-source.ts';
import type { EdgarSource } from './edgar-source.ts';
import { secSource } from './sec-source.ts';

/** The environment variables that choose and configure the source. */
export const EDGAR_SOURCE_ENV = ['EDGAR_SOURCE', 'EDGAR_DIRECTORY', 'EDGAR_USER_AGENT', 'EDGAR_BASE_URL', 'DATA_DIR'] as const;

/**
 * EDGAR_SOURCE=directory (the default) reads EDGAR_DIRECTORY (default <DATA_DIR>/edgar); =sec reads
 * EDGAR_BASE_URL (default https://www.sec.gov) naming itself with EDGAR_USER_AGENT, which the SEC
 * requires and which has no default: a missing one stops the service at start, not at 2 a.m.
 */
export function sourceFromEnv(env: Readonly<Record<string, string | undefined>>): EdgarSource {
  // One source per configuration and process: the routes and the poll share its request budget.
  const key = EDGAR_SOURCE_ENV.map((name) => env[name] ?? '').join('\n');
  let source = sources.get(key);
  if (!source) {
    source = createSource(env);
    sources.set(key, source);
  }
  return source;
}

const sources = new Map<string, EdgarSource>();

function createSource(env: Readonly<Record<string, string | undefined>>): EdgarSource {
  const kind = env.EDGAR_SOURCE ?? 'directory';
  if (kind === 'directory') return directorySource(env.EDGAR_DIRECTORY ?? join(env.DATA_DIR ?? '.data', 'edgar'));
  if (kind === 'sec') {
    return secSource({
      userAgent: env.EDGAR_USER_AGENT ?? '',
      ...(env.EDGAR_BASE_URL ? { baseUrl: env.EDGAR_BASE_URL } : {}),
    });
  }
  throw new Error(`EDGAR_SOURCE must be "directory" or "sec", not "${kind}"`);
}
