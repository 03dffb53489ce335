import type { Alert } from '@ea/contracts/edgar-eye';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';

/** GET edgar-eye/alerts/user: the companies the signed-in user tracks. */
export const ALERTS_KEY = '/api/edgar-eye/alerts/user';

export function useAlerts() {
  return useSWR<{ items: Alert[] }>(ALERTS_KEY);
}

export interface NewAlert {
  cik: number;
  formTypes: string[];
  notifyByEmail: boolean;
}

/** POST edgar-eye/alerts/add; a CIK already tracked is refused (409 alertexists: "You are Already Tracking This Cik"). */
export function addAlert(session: SessionClient, body: NewAlert): Promise<Alert> {
  return session.json('/api/edgar-eye/alerts/add', { method: 'POST', body: JSON.stringify(body) });
}

/** PUT edgar-eye/alerts/update/:id: the form types (empty: all) and the e-mail choice. */
export function updateAlert(session: SessionClient, id: number, body: Omit<NewAlert, 'cik'>): Promise<Alert> {
  return session.json(`/api/edgar-eye/alerts/update/${id}`, { method: 'PUT', body: JSON.stringify(body) });
}

/** DELETE edgar-eye/alerts/delete/:id (204). */
export async function deleteAlert(session: SessionClient, id: number): Promise<void> {
  await session.json(`/api/edgar-eye/alerts/delete/${id}`, { method: 'DELETE' });
}
