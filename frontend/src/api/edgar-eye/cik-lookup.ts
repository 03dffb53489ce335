import type { EdgarCompany } from '@ea/contracts/edgar-eye';
import type { SessionClient } from '@/app/session/session-client.ts';

/** How many companies the type-ahead offers. */
export const CIK_LOOKUP_LIMIT = 10;

export const cikLookupAddress = (q: string) => `/api/edgar-eye/cik-lookup?${new URLSearchParams({ q, limit: String(CIK_LOOKUP_LIMIT) })}`;

/**
 * GET edgar-eye/cik-lookup: companies for a typed CIK, ticker, name prefix or similar name. Called
 * by the type-ahead as typing pauses (not an SWR key: every keystroke would be one in the cache).
 */
export function lookupCompanies(session: SessionClient, q: string, signal?: AbortSignal): Promise<{ items: EdgarCompany[] }> {
  return session.json(cikLookupAddress(q), signal ? { signal } : {});
}
