import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { findNext, findState, replaceAll, replaceCurrent, setFindQuery } from './find-replace.ts';
import { titleWithKeys } from './shortcuts.ts';

interface FindPanelProps {
  editor: Editor;
  editable: boolean;
  /** Changes each time Ctrl+F asks for the find field again. */
  focusRequest: number;
  onClose(): void;
}

function countText(query: string, count: number, current: number): string {
  if (!query) return '';
  if (count === 0) return 'No matches';
  if (current < 0) return count === 1 ? '1 match' : `${count} matches`;
  return `${current + 1} of ${count}`;
}

/**
 * Find and replace over the topic. Matches are highlighted by the find plugin's decorations while
 * the panel is open; closing the panel clears the query, so nothing is searched afterwards.
 */
export function FindPanel({ editor, editable, focusRequest, onClose }: FindPanelProps) {
  const [query, setQuery] = useState('');
  const [replacement, setReplacement] = useState('');
  const [matchCase, setMatchCase] = useState(false);
  const [replaced, setReplaced] = useState<number | null>(null);
  const findRef = useRef<HTMLInputElement>(null);
  const counter = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const state = findState(e.state);
      return countText(state.query, state.matches.length, state.current);
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request (Ctrl+F again) focuses the field
  useEffect(() => {
    findRef.current?.focus();
    findRef.current?.select();
  }, [focusRequest]);

  useEffect(
    () => () => {
      if (!editor.isDestroyed) setFindQuery(editor.view, '', false);
    },
    [editor],
  );

  const search = (nextQuery: string, nextMatchCase: boolean) => {
    setQuery(nextQuery);
    setMatchCase(nextMatchCase);
    setReplaced(null);
    setFindQuery(editor.view, nextQuery, nextMatchCase);
  };

  const onFindKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      findNext(editor.view, event.shiftKey ? -1 : 1);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
  };

  const status = replaced === null ? counter : replaced === 1 ? 'Replaced 1 match' : `Replaced ${replaced} matches`;

  return (
    <search className="topic-find" aria-label="Find and replace" onKeyDown={onPanelKeyDown}>
      <input
        ref={findRef}
        className="input topic-find__input"
        type="search"
        aria-label="Find"
        placeholder="Find"
        value={query}
        onChange={(event) => search(event.target.value, matchCase)}
        onKeyDown={onFindKeyDown}
      />
      <label className="topic-find__case">
        <input type="checkbox" checked={matchCase} onChange={(event) => search(query, event.target.checked)} />
        Match case
      </label>
      <button
        type="button"
        className="button topic-find__button"
        aria-label="Find previous"
        title={titleWithKeys('Find previous', ['Shift-Enter'])}
        onClick={() => findNext(editor.view, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="button topic-find__button"
        aria-label="Find next"
        title={titleWithKeys('Find next', ['Enter'])}
        onClick={() => findNext(editor.view, 1)}
      >
        ↓
      </button>
      <span className="topic-find__status" role="status">
        {status}
      </span>
      <input
        className="input topic-find__input"
        type="text"
        aria-label="Replace with"
        placeholder="Replace with"
        value={replacement}
        disabled={!editable}
        onChange={(event) => setReplacement(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            replaceCurrent(editor.view, replacement);
          }
        }}
      />
      <button
        type="button"
        className="button topic-find__button"
        disabled={!editable || !query}
        onClick={() => replaceCurrent(editor.view, replacement)}
      >
        Replace
      </button>
      <button
        type="button"
        className="button topic-find__button"
        disabled={!editable || !query}
        onClick={() => setReplaced(replaceAll(editor.view, replacement))}
      >
        Replace all
      </button>
      <button
        type="button"
        className="button button--ghost topic-find__close"
        aria-label="Close find and replace"
        title={titleWithKeys('Close find and replace', ['Escape'])}
        onClick={onClose}
      >
        ×
      </button>
    </search>
  );
}
