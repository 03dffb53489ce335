import type { Topic, TopicSaveBody, VersionWritten } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath } from './library-paths.ts';

/** A topic as the current version pins it, or as version `version` (its number) pinned it. */
export const topicKey = (documentId: string, topicId: string, version?: number) =>
  `${documentPath(documentId, 'topics', topicId)}${version === undefined ? '' : `?version=${version}`}`;

/** The current-version topics of a document: what a new version makes stale (a numbered version never changes). */
export const isCurrentTopicKeyOf =
  (documentId: string) =>
  (key: unknown): boolean =>
    typeof key === 'string' && key.startsWith(`${documentPath(documentId, 'topics')}/`) && !key.includes('?');

export function useTopic(documentId: string | null, topicId: string | null, version?: number) {
  return useSWR<Topic>(documentId === null || topicId === null ? null : topicKey(documentId, topicId, version));
}

/** Saves a topic as a new revision (a new version of the document); 409 when `baseRevision` is no longer the latest. */
export function saveTopic(session: SessionClient, documentId: string, topicId: string, body: TopicSaveBody): Promise<VersionWritten> {
  return session.json<VersionWritten>(documentPath(documentId, 'topics', topicId), { method: 'PUT', body: JSON.stringify(body) });
}
