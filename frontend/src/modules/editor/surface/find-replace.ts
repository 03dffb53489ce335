import type { Node as PmNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';

export interface FindMatch {
  from: number;
  to: number;
}

export interface FindState {
  query: string;
  matchCase: boolean;
  matches: readonly FindMatch[];
  /** Index of the match the selection is on, or -1. */
  current: number;
  decorations: DecorationSet;
}

type FindMeta = { query: string; matchCase: boolean } | { current: number };

export const findKey = new PluginKey<FindState>('surfaceFind');

/** Past this many matches the rest are not highlighted (a one-letter query in a long filing). */
const MAX_MATCHES = 10_000;

const EMPTY: FindState = { query: '', matchCase: false, matches: [], current: -1, decorations: DecorationSet.empty };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every occurrence of `query` in the text of each run of text nodes (a paragraph, a heading, a
 * cell's paragraph, a footnote's note). An image, a footnote reference or a line break ends a run,
 * so a match never spans one. The regular expression's `i` flag keeps string indexes equal to
 * document offsets, which lower-casing the text would not for every alphabet.
 */
export function findMatches(doc: PmNode, query: string, matchCase: boolean): FindMatch[] {
  const matches: FindMatch[] = [];
  if (!query) return matches;
  const pattern = new RegExp(escapeRegExp(query), matchCase ? 'gu' : 'giu');
  const scan = (text: string, start: number) => {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m && matches.length < MAX_MATCHES; m = pattern.exec(text)) {
      matches.push({ from: start + m.index, to: start + m.index + m[0].length });
    }
  };
  doc.descendants((node, pos) => {
    if (matches.length >= MAX_MATCHES) return false;
    if (!node.inlineContent) return true;
    let text = '';
    let start = pos + 1;
    node.forEach((child, offset) => {
      if (child.isText) {
        if (!text) start = pos + 1 + offset;
        text += child.text;
      } else {
        scan(text, start);
        text = '';
      }
    });
    scan(text, start);
    // Inline nodes with content of their own (footnotes) are searched as runs of their own.
    return true;
  });
  // A footnote's text is visited after the rest of its paragraph: document order for next/previous.
  return matches.sort((a, b) => a.from - b.from);
}

function decorate(doc: PmNode, matches: readonly FindMatch[], current: number): DecorationSet {
  if (matches.length === 0) return DecorationSet.empty;
  return DecorationSet.create(
    doc,
    matches.map((m, i) => Decoration.inline(m.from, m.to, { class: i === current ? 'find-match find-match--current' : 'find-match' })),
  );
}

function onSelection(state: EditorState, matches: readonly FindMatch[]): number {
  const { from, to } = state.selection;
  return matches.findIndex((m) => m.from === from && m.to === to);
}

function search(state: EditorState, query: string, matchCase: boolean): FindState {
  if (!query) return EMPTY;
  const matches = findMatches(state.doc, query, matchCase);
  const current = onSelection(state, matches);
  return { query, matchCase, matches, current, decorations: decorate(state.doc, matches, current) };
}

function withCurrent(prev: FindState, current: number, doc: PmNode): FindState {
  return current === prev.current ? prev : { ...prev, current, decorations: decorate(doc, prev.matches, current) };
}

/**
 * Highlights of the find panel: computed when the query changes, and again when the document
 * changes while a query is set (the panel clears it when it closes, so no work is done then).
 */
export const FindReplace = Extension.create({
  name: 'surfaceFind',
  addProseMirrorPlugins: () => [
    new Plugin<FindState>({
      key: findKey,
      state: {
        init: () => EMPTY,
        apply(tr: Transaction, prev: FindState, _old: EditorState, state: EditorState): FindState {
          const meta = tr.getMeta(findKey) as FindMeta | undefined;
          if (meta && 'query' in meta) return search(state, meta.query, meta.matchCase);
          if (!prev.query) return prev;
          if (tr.docChanged) return search(state, prev.query, prev.matchCase);
          if (meta && 'current' in meta) return withCurrent(prev, meta.current, state.doc);
          if (tr.selectionSet) return withCurrent(prev, onSelection(state, prev.matches), state.doc);
          return prev;
        },
      },
      props: {
        decorations: (state) => findKey.getState(state)?.decorations ?? DecorationSet.empty,
      },
    }),
  ],
});

export function findState(state: EditorState): FindState {
  return findKey.getState(state) ?? EMPTY;
}

function select(view: EditorView, index: number): void {
  const match = findState(view.state).matches[index];
  if (!match) return;
  const tr = view.state.tr.setSelection(TextSelection.create(view.state.doc, match.from, match.to));
  view.dispatch(tr.setMeta(findKey, { current: index } satisfies FindMeta).scrollIntoView());
}

/** Sets the query and moves to the first match at or after the selection (typing more keeps the same match). */
export function setFindQuery(view: EditorView, query: string, matchCase: boolean): void {
  view.dispatch(view.state.tr.setMeta(findKey, { query, matchCase } satisfies FindMeta));
  const { matches } = findState(view.state);
  if (matches.length === 0) return;
  const from = view.state.selection.from;
  const next = matches.findIndex((m) => m.from >= from);
  select(view, next === -1 ? 0 : next);
}

/** Moves to the next (1) or previous (-1) match, wrapping around the topic. */
export function findNext(view: EditorView, direction: 1 | -1): void {
  const { matches, current } = findState(view.state);
  if (matches.length === 0) return;
  let next: number;
  if (current >= 0) next = (current + direction + matches.length) % matches.length;
  else if (direction === 1) {
    const to = view.state.selection.to;
    next = matches.findIndex((m) => m.from >= to);
    if (next === -1) next = 0;
  } else {
    const from = view.state.selection.from;
    next = matches.findLastIndex((m) => m.to <= from);
    if (next === -1) next = matches.length - 1;
  }
  select(view, next);
}

function replaceIn(tr: Transaction, match: FindMatch, replacement: string): Transaction {
  // insertText keeps the marks of the replaced text; an empty replacement deletes exactly the match.
  return replacement ? tr.insertText(replacement, match.from, match.to) : tr.delete(match.from, match.to);
}

/**
 * Replaces the match the selection is on and moves to the next one. With no match selected it
 * only moves to the next one, so nothing is replaced that the user has not seen.
 */
export function replaceCurrent(view: EditorView, replacement: string): void {
  const { matches, current } = findState(view.state);
  const match = matches[current];
  if (!match) {
    findNext(view, 1);
    return;
  }
  const tr = replaceIn(view.state.tr, match, replacement);
  const end = tr.mapping.map(match.to);
  view.dispatch(tr.setSelection(TextSelection.create(tr.doc, end)));
  findNext(view, 1);
}

/** Replaces every match in one step (one undo). Returns how many were replaced. */
export function replaceAll(view: EditorView, replacement: string): number {
  const { matches } = findState(view.state);
  if (matches.length === 0) return 0;
  const tr = view.state.tr;
  // Last first, so the positions of the matches before stay valid.
  for (let i = matches.length - 1; i >= 0; i--) replaceIn(tr, matches[i]!, replacement);
  view.dispatch(tr.scrollIntoView());
  return matches.length;
}
