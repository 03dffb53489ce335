import type { TodaysFilings } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

const TODAY_PATH = '/api/edgar-eye/todays-filings';

export const todaysFilingsKey = (list: ListRequest) => listAddress(TODAY_PATH, list, ['form']);

/** Every cached page of today's filings: what a new index file makes stale. */
export const isTodaysFilingsKey = isListPageOf(TODAY_PATH);

/** GET edgar-eye/todays-filings: EDGAR's today (Eastern time), refreshed live as index files are ingested. */
export function useTodaysFilings(list: ListRequest) {
  return useSWR<TodaysFilings>(todaysFilingsKey(list), { keepPreviousData: true });
}
