import type { CommentReplyBody, CommentThread, CommentThreadBody, CommentThreadList, MentionableUserList } from '@ea/contracts/library';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath } from './library-paths.ts';

/** Every comment thread of a document, resolved ones included (the panel filters). */
export const commentsKey = (documentId: string) => documentPath(documentId, 'comments');

/** Who may be mentioned in the document's comments: the active users of its channel. */
export const mentionableUsersKey = (documentId: string) => documentPath(documentId, 'mentionable-users');

export function useComments(documentId: string) {
  return useSWR<CommentThreadList>(commentsKey(documentId));
}

/** Fetched once a comment box is in use: most visits to a document never mention anyone. */
export function useMentionableUsers(documentId: string, wanted: boolean) {
  return useSWR<MentionableUserList>(wanted ? mentionableUsersKey(documentId) : null);
}

/** Opens a thread on the range whose comment mark carries `body.threadId`. */
export function openCommentThread(session: SessionClient, documentId: string, body: CommentThreadBody) {
  return session.json<CommentThread>(commentsKey(documentId), { method: 'POST', body: JSON.stringify(body) });
}

export function replyToCommentThread(session: SessionClient, documentId: string, threadId: string, body: CommentReplyBody) {
  return session.json<CommentThread>(documentPath(documentId, 'comments', threadId, 'replies'), {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Resolves a thread, or reopens it with `resolved: false`. */
export function setCommentThreadResolved(session: SessionClient, documentId: string, threadId: string, resolved: boolean) {
  return session.json<CommentThread>(documentPath(documentId, 'comments', threadId), {
    method: 'PATCH',
    body: JSON.stringify({ resolved }),
  });
}

/** The list with `thread` put in place of its earlier state, or added: what an answer of a write changes in the cache. */
export function withThread(list: CommentThreadList | undefined, thread: CommentThread): CommentThreadList {
  const threads = list?.threads ?? [];
  return threads.some((candidate) => candidate.id === thread.id)
    ? { threads: threads.map((candidate) => (candidate.id === thread.id ? thread : candidate)) }
    : { threads: [...threads, thread] };
}
