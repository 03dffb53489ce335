import type { EdgarCompany, FilingDetail, FilingPage, TodaysFilings } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { downloadFile } from '../download-file.ts';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

const FILINGS_PATH = '/api/edgar-eye/filings';
const TODAY_PATH = '/api/edgar-eye/todays-filings';
const FORMS_KEY = '/api/edgar-eye/forms';

/** The search's parameters, as the URL keeps them (spec list parameters plus EdgarEye's own). */
export const FILING_SEARCH_PARAMS = ['q', 'cik', 'ticker', 'form', 'range', 'from', 'to', 'sort', 'order'] as const;

/** GET edgar-eye/filings: one page of the search the URL describes. */
export function useFilingSearch(list: ListRequest) {
  return useSWR<FilingPage>(listAddress(FILINGS_PATH, list, FILING_SEARCH_PARAMS));
}

/** GET edgar-eye/todays-filings: EDGAR's today, refreshed live as new filings are ingested. */
export function useTodaysFilings(list: ListRequest) {
  return useSWR<TodaysFilings>(listAddress(TODAY_PATH, list, ['form']));
}

/** Every cached page of the search or of today's filings: what a new index file makes stale. */
export const isFilingListKey = (key: unknown) => isListPageOf(FILINGS_PATH)(key) || isListPageOf(TODAY_PATH)(key);

export function useFormTypes() {
  return useSWR<{ items: { formType: string; special: boolean }[] }>(FORMS_KEY, { revalidateIfStale: false });
}

export function useFiling(accession: string | null) {
  return useSWR<FilingDetail>(accession === null ? null : `${FILINGS_PATH}/${accession}`);
}

/** GET edgar-eye/cik-lookup: companies for a typed name, ticker or CIK. */
export function lookupCompanies(session: SessionClient, q: string): Promise<{ items: EdgarCompany[] }> {
  return session.json(`/api/edgar-eye/cik-lookup?${new URLSearchParams({ q, limit: '10' })}`);
}

/** Downloads the full submission or one document; the server answers "File not Available for Download" when its source lacks it. */
export function downloadFiling(session: SessionClient, accession: string, document?: string): Promise<void> {
  const query = document ? `?${new URLSearchParams({ document })}` : '';
  return downloadFile(session, `/api/edgar-eye/download-filing/${accession}${query}`, document ?? `${accession}.txt`);
}
