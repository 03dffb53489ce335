import type { GeneratedAlertPage } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

const GENERATED_PATH = '/api/edgar-eye/alerts/generated';

/** How many generated alerts the user has not read: the menu's badge. */
export const UNSEEN_KEY = `${GENERATED_PATH}?unseen=true&page=1&size=10`;

export const generatedAlertsKey = (list: ListRequest) => listAddress(GENERATED_PATH, list, []);

/** GET edgar-eye/alerts/generated: the filings that set the user's alerts off, newest first, with the unread count. */
export function useGeneratedAlerts(list: ListRequest) {
  return useSWR<GeneratedAlertPage>(generatedAlertsKey(list), { keepPreviousData: true });
}

/** The unread count for the badge; null key while the menu entry is not shown. */
export function useUnseenAlerts(enabled: boolean) {
  return useSWR<GeneratedAlertPage>(enabled ? UNSEEN_KEY : null);
}

/** The generated-alert lists and the badge: what a generated alert (or marking read) makes stale. */
export const isGeneratedAlertKey = (key: unknown) => key === UNSEEN_KEY || isListPageOf(GENERATED_PATH)(key);

/** POST edgar-eye/alerts/seen: marks some generated alerts read, or all of them without ids. */
export function markAlertsSeen(session: SessionClient, ids?: number[]): Promise<{ unseen: number }> {
  return session.json('/api/edgar-eye/alerts/seen', { method: 'POST', body: JSON.stringify(ids ? { ids } : {}) });
}
