import { COLLABORATION_HEARTBEAT_SECONDS, type TopicLock, type TopicLockList } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';
import { documentPath } from './library-paths.ts';

/** The topics of a document someone is editing (expired locks are not listed). */
export const locksKey = (documentId: string) => documentPath(documentId, 'locks');

export function useTopicLocks(documentId: string | null) {
  // Lock events refetch the list; the interval covers a realtime connection that is down.
  return useSWR<TopicLockList>(documentId === null ? null : locksKey(documentId), {
    refreshInterval: COLLABORATION_HEARTBEAT_SECONDS * 2 * 1000,
  });
}

const lockPath = (documentId: string, topicId: string) => documentPath(documentId, 'topics', topicId, 'lock');

/**
 * Takes the lock of a topic, or with `renew` keeps the caller's lock alive (the heartbeat); 409
 * when someone else holds it, or, for a renewal, when the caller's lock was broken or taken over.
 */
export function takeTopicLock(
  session: SessionClient,
  documentId: string,
  topicId: string,
  options: { renew: boolean },
): Promise<TopicLock> {
  return session.json<TopicLock>(`${lockPath(documentId, topicId)}${options.renew ? '?renew=true' : ''}`, { method: 'PUT' });
}

/**
 * Releases the caller's lock, or with `force` breaks another's (admins). `keepalive` lets the
 * request outlive the page (pagehide): sendBeacon cannot carry the bearer header.
 */
export async function releaseTopicLock(
  session: SessionClient,
  documentId: string,
  topicId: string,
  options: { force?: boolean; keepalive?: boolean } = {},
): Promise<void> {
  const url = `${lockPath(documentId, topicId)}${options.force ? '?force=true' : ''}`;
  const response = await session.request(url, { method: 'DELETE', keepalive: options.keepalive === true });
  // A lock that already lapsed or was broken is released all the same.
  if (!response.ok && response.status !== 404) throw await ApiRequestError.fromResponse(response);
}
