import type { DraftBody, DraftList, DraftSaved } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { ApiRequestError } from '../api-request-error.ts';
import { documentPath } from './library-paths.ts';

/** The caller's own drafts of a document: edits autosaved but not yet saved as a revision. */
export const draftsKey = (documentId: string) => documentPath(documentId, 'drafts');

export function useDrafts(documentId: string | null) {
  return useSWR<DraftList>(documentId === null ? null : draftsKey(documentId), { revalidateIfStale: false });
}

/**
 * Browsers refuse keepalive requests whose bodies add up to more than 64 KiB; a larger draft sent
 * while the page goes away would fail anyway, so it stays only in this browser's copy.
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

const draftPath = (documentId: string, topicId: string) => documentPath(documentId, 'topics', topicId, 'draft');

/** Saves (replaces) the caller's draft of a topic. Returns null when a keepalive send was skipped for its size. */
export async function saveDraft(
  session: SessionClient,
  documentId: string,
  topicId: string,
  body: DraftBody,
  options: { keepalive?: boolean } = {},
): Promise<DraftSaved | null> {
  const json = JSON.stringify(body);
  const keepalive = options.keepalive === true;
  if (keepalive && new Blob([json]).size > KEEPALIVE_BODY_LIMIT) return null;
  return session.json<DraftSaved>(draftPath(documentId, topicId), { method: 'PUT', body: json, keepalive });
}

export async function discardDraft(session: SessionClient, documentId: string, topicId: string): Promise<void> {
  const response = await session.request(draftPath(documentId, topicId), { method: 'DELETE' });
  if (!response.ok && response.status !== 404) throw await ApiRequestError.fromResponse(response);
}
