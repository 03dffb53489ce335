import type { Caller, ChangeRecords } from '@ea/service-kit/use-case';
import type { DocumentRow } from '../../db/documents-repository.ts';
import type { CommentMention } from '../../db/schema.ts';
import { commentChangedEvent, commentMentionedEvent, type ThreadRef } from '../../events/comment-events.ts';

/** What happened to the thread, as the audit log tells it. */
export type CommentChange = 'opened' | 'replied' | 'resolved' | 'reopened';

/**
 * What a change of a thread records: one audit entry with the spec's action "Comments" on the
 * document (so the library's audit log lists it with the document's other entries), the
 * comment.changed event for the document's room, and a comment.mentioned event for each user
 * mentioned, the author excepted (nobody is told of their own comment).
 */
export function commentRecords(
  caller: Caller,
  document: DocumentRow,
  thread: ThreadRef,
  change: { kind: CommentChange; entry?: { id: string; body: string; mentions: readonly CommentMention[] }; before?: unknown },
): ChangeRecords {
  const { entry } = change;
  const mentions = entry?.mentions ?? [];
  return {
    audit: [
      {
        action: 'Comments',
        targetType: 'document',
        targetId: document.id,
        channelId: document.channel_id,
        companyId: document.company_id,
        ...(change.before === undefined ? {} : { before: change.before }),
        after: {
          comment: change.kind,
          threadId: thread.id,
          topicId: thread.topic_id,
          ...(entry ? { entryId: entry.id, body: entry.body, mentions: mentions.map((m) => m.userId) } : {}),
        },
      },
    ],
    events: [
      commentChangedEvent(document, thread),
      ...mentions
        .filter((mention) => mention.userId !== caller.claims.sub)
        .map((mention) => commentMentionedEvent(document, thread, { userId: mention.userId, byName: caller.claims.email })),
    ],
  };
}
