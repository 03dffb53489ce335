import type { Alert, GeneratedAlertPage } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { isListPageOf, type ListRequest, listAddress } from '../list-address.ts';

export const ALERTS_KEY = '/api/edgar-eye/alerts/user';
const GENERATED_PATH = '/api/edgar-eye/alerts/generated';
/** How many generated alerts the user has not read: the menu's badge. */
export const UNSEEN_KEY = `${GENERATED_PATH}?unseen=true&page=1&size=10`;

export function useAlerts() {
  return useSWR<{ items: Alert[] }>(ALERTS_KEY);
}

export function useGeneratedAlerts(list: ListRequest) {
  return useSWR<GeneratedAlertPage>(listAddress(GENERATED_PATH, list, []));
}

export function useUnseenAlerts(enabled: boolean) {
  return useSWR<GeneratedAlertPage>(enabled ? UNSEEN_KEY : null);
}

/** The alert lists and the badge: what a generated alert makes stale. */
export const isGeneratedAlertKey = (key: unknown) => key === UNSEEN_KEY || isListPageOf(GENERATED_PATH)(key);

export function addAlert(session: SessionClient, body: { cik: number; formTypes: string[]; notifyByEmail: boolean }): Promise<Alert> {
  return session.json('/api/edgar-eye/alerts/add', { method: 'POST', body: JSON.stringify(body) });
}

export function updateAlert(session: SessionClient, id: number, body: { formTypes: string[]; notifyByEmail: boolean }): Promise<Alert> {
  return session.json(`/api/edgar-eye/alerts/update/${id}`, { method: 'PUT', body: JSON.stringify(body) });
}

export async function deleteAlert(session: SessionClient, id: number): Promise<void> {
  await session.json(`/api/edgar-eye/alerts/delete/${id}`, { method: 'DELETE' });
}

export function markAlertsSeen(session: SessionClient, ids?: number[]): Promise<{ unseen: number }> {
  return session.json('/api/edgar-eye/alerts/seen', { method: 'POST', body: JSON.stringify(ids ? { ids } : {}) });
}
