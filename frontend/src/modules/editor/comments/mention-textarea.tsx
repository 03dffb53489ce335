import type { MentionableUser } from '@ea/contracts/library';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useMentionableUsers } from '@/api/library/comments.ts';
import { type CommentDraft, filterMentionables, insertMention, mentionQueryAt } from './mention-text.ts';

interface MentionTextareaProps {
  documentId: string;
  label: string;
  draft: CommentDraft;
  onChange(draft: CommentDraft): void;
  disabled?: boolean;
  error?: string | null;
  hint?: string;
}

/**
 * A comment box where typing "@" offers the document's mentionable people, narrowed as the
 * name or address is typed: arrow keys move through the list, Enter or Tab picks, Escape closes
 * it. The box keeps focus throughout; the list's current option is its active descendant.
 */
export function MentionTextarea({ documentId, label, draft, onChange, disabled, error, hint }: MentionTextareaProps) {
  const id = useId();
  const listId = `${id}-people`;
  const optionId = (index: number) => `${id}-person-${index}`;
  const box = useRef<HTMLTextAreaElement>(null);
  const [inUse, setInUse] = useState(false);
  const [focused, setFocused] = useState(false);
  const { data } = useMentionableUsers(documentId, inUse);
  const [caret, setCaret] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  // The "@" whose list Escape closed: it stays closed until another "@" is typed.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const caretAfterRender = useRef<number | null>(null);

  const query = mentionQueryAt(draft.text, caret);
  const options = query && data && query.start !== dismissedAt ? filterMentionables(data.users, query.query) : [];
  const open = options.length > 0 && focused && !disabled;
  const active = Math.min(activeIndex, options.length - 1);

  useLayoutEffect(() => {
    const at = caretAfterRender.current;
    if (at === null || !box.current) return;
    caretAfterRender.current = null;
    box.current.setSelectionRange(at, at);
  });

  const follow = (element: HTMLTextAreaElement) => {
    const at = element.selectionStart ?? element.value.length;
    if (at !== caret) setActiveIndex(0);
    setCaret(at);
    if (mentionQueryAt(element.value, at) === null) setDismissedAt(null);
  };

  const pick = (user: MentionableUser) => {
    if (!query) return;
    const next = insertMention(draft.text, query, user);
    caretAfterRender.current = next.caret;
    setCaret(next.caret);
    setActiveIndex(0);
    const picked = draft.picked.some((candidate) => candidate.userId === user.userId) ? draft.picked : [...draft.picked, user];
    onChange({ text: next.text, picked });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !query) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : options.length - 1;
      setActiveIndex((active + step) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[active]!);
    } else if (event.key === 'Escape') {
      // Closing the list must not also close whatever holds the box.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(query.start);
    }
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field mention-box">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className="input mention-box__text"
        rows={3}
        maxLength={5000}
        value={draft.text}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onFocus={() => {
          setInUse(true);
          setFocused(true);
        }}
        onChange={(event) => {
          onChange({ ...draft, text: event.target.value });
          follow(event.target);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={() => setFocused(false)}
      />
      {open && (
        <div className="mention-box__list" id={listId} role="listbox" aria-label="People to mention">
          {options.map((user, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works the list from the box, which keeps focus (aria-activedescendant)
            <div
              key={user.userId}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`mention-box__option${index === active ? ' is-active' : ''}`}
              // Picking with the pointer must not take focus from the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(user)}
            >
              <span className="mention-box__name">{user.userName}</span>
              {user.email !== user.userName && <span className="mention-box__email">{user.email}</span>}
            </div>
          ))}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
