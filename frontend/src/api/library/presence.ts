import type { PresenceBody, PresenceList } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';
import { documentPath } from './library-paths.ts';

/** Who has the document open, and on which topic. */
export const presenceKey = (documentId: string) => documentPath(documentId, 'presence');

export function usePresence(documentId: string | null) {
  return useSWR<PresenceList>(documentId === null ? null : presenceKey(documentId));
}

/** The presence heartbeat: says where the caller is and answers everyone present. */
export function announcePresence(session: SessionClient, documentId: string, body: PresenceBody): Promise<PresenceList> {
  return session.json<PresenceList>(presenceKey(documentId), { method: 'PUT', body: JSON.stringify(body) });
}

/** Leaving the document; `keepalive` lets the request outlive the page. */
export async function leavePresence(session: SessionClient, documentId: string, options: { keepalive?: boolean } = {}): Promise<void> {
  const response = await session.request(presenceKey(documentId), { method: 'DELETE', keepalive: options.keepalive === true });
  if (!response.ok && response.status !== 404) throw await ApiRequestError.fromResponse(response);
}
