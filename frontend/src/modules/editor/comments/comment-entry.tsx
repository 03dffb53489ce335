import type { CommentEntry } from '@ea/contracts/library';
import { bodyParts } from './mention-text.ts';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the panel shows it, or the raw value when it is not a date. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
}

/** One comment of a thread: who wrote it and when, its text with the @handles marked, and who it mentions. */
export function CommentEntryView({ entry }: { entry: CommentEntry }) {
  return (
    <li className="comment-entry">
      <p className="comment-entry__meta">
        <span className="comment-entry__author">{entry.authorName}</span>
        <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
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
