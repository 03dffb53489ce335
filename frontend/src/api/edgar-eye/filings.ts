import type { FilingDetail, FilingPage } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { downloadFile } from '../download-file.ts';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

const FILINGS_PATH = '/api/edgar-eye/filings';

/** The search's parameters besides page and size, as the URL keeps them (`ListParams.edgarEye`), in the order sent. */
export const FILING_SEARCH_PARAMS = ['q', 'cik', 'ticker', 'form', 'range', 'from', 'to', 'sort', 'order'] as const;

/** The SWR key of one page of the search the list state describes. */
export const filingSearchKey = (list: ListRequest) => listAddress(FILINGS_PATH, list, FILING_SEARCH_PARAMS);

/** Every cached page of the search: what a new index file makes stale. */
export const isFilingSearchKey = isListPageOf(FILINGS_PATH);

/** GET edgar-eye/filings: one page of the search the URL describes (`total` stops at 10,000, `more` says there are more). */
export function useFilingSearch(list: ListRequest) {
  return useSWR<FilingPage>(filingSearchKey(list), { keepPreviousData: true });
}

export const filingKey = (accession: string) => `${FILINGS_PATH}/${accession}`;

/** GET edgar-eye/filings/:accession: the filing, every company it is listed under, and its documents. */
export function useFiling(accession: string | null) {
  return useSWR<FilingDetail>(accession === null ? null : filingKey(accession));
}

/**
 * GET edgar-eye/download-filing/:accession: the full submission, or one document of it. A file the
 * source lacks is refused with "File not Available for Download", thrown as an ApiRequestError.
 */
export function downloadFiling(session: SessionClient, accession: string, document?: string): Promise<void> {
  const query = document ? `?${new URLSearchParams({ document })}` : '';
  return downloadFile(session, `/api/edgar-eye/download-filing/${accession}${query}`, document ?? `${accession}.txt`);
}
