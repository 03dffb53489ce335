import type { CommentEntry } from '@ea/contracts/library';
import { DateTimeText } from '@/ui/format/date-time-text.tsx';
import { bodyParts } from './mention-text.ts';

/** One comment of a thread: who wrote it and when, its text with the @handles marked, and who it mentions. */
export function CommentEntryView({ entry }: { entry: CommentEntry }) {
  return (
    <li className="comment-entry">
      <p className="comment-entry__meta">
        <span className="comment-entry__author">{entry.authorName}</span>
        <DateTimeText at={entry.createdAt} />
      </p>
      <p className="comment-entry__body">
        {bodyParts(entry.body).map((part, index) =>
          part.mention ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
            <span key={index} className="comment-mention">
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )}
      </p>
      {entry.mentions.length > 0 && (
        <p className="comment-entry__mentions">Mentioned: {entry.mentions.map((mention) => mention.userName).join(', ')}</p>
      )}
    </li>
  );
}
