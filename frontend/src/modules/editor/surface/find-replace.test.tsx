import { filingSchema } from '@ea/document-model';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findMatches } from './find-replace.ts';
import { doc, paragraph, renderSurface, table, text } from './test-harness.tsx';

afterEach(cleanup);

const TOPIC = doc(
  paragraph(text('Revenue grew. '), text('Reve', [{ type: 'bold' }]), text('nue fell.')),
  table([
    ['revenue', 'Cost'],
    ['REVENUE', 'Revenue'],
  ]),
  paragraph(text('Net'), { type: 'footnote', content: [text('Revenue restated')] }, text(' revenue')),
);

/** The find panel: a <search> element (role search in browsers; the test library's role table lacks it). */
const panel = () => document.querySelector<HTMLElement>('search[aria-label="Find and replace"]');
const findField = () => screen.getByRole('searchbox', { name: 'Find' }) as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;

function openFind(editor: Editor) {
  fireEvent.keyDown(editor.view.dom, { key: 'f', ctrlKey: true });
}

function highlighted(editor: Editor): string[] {
  return [...editor.view.dom.querySelectorAll('.find-match')].map((el) => el.textContent ?? '');
}

describe('findMatches', () => {
  it('finds the query in every run of text, across marks, in cells and footnotes, never across an inline node', () => {
    const node = filingSchema().nodeFromJSON(TOPIC);
    const found = (query: string, matchCase: boolean) => findMatches(node, query, matchCase).map((m) => node.textBetween(m.from, m.to));
    expect(found('revenue', false)).toEqual(['Revenue', 'Revenue', 'revenue', 'REVENUE', 'Revenue', 'Revenue', 'revenue']);
    expect(found('Revenue', true)).toEqual(['Revenue', 'Revenue', 'Revenue', 'Revenue']);
    // "Net" is followed by the footnote reference, then " revenue": no match spans the reference.
    expect(found('Net revenue', false)).toEqual([]);
    expect(found('', false)).toEqual([]);
    expect(found('(a+', false)).toEqual([]);
  });
});

describe('find and replace', () => {
  it('opens on Ctrl+F with the find field focused, and highlights the matches as the query is typed', () => {
    const { editor } = renderSurface(TOPIC);
    expect(panel()).toBeNull();
    openFind(editor);
    expect(panel()).not.toBeNull();
    expect(document.activeElement).toBe(findField());
    expect(screen.getByRole('button', { name: 'Find and replace' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(findField(), { target: { value: 'revenue' } });
    // The match across the bold boundary is drawn in two pieces.
    expect(highlighted(editor)).toEqual(['Revenue', 'Reve', 'nue', 'revenue', 'REVENUE', 'Revenue', 'Revenue', 'revenue']);
    expect(status()).toBe('1 of 7');
    expect(editor.view.dom.querySelector('.find-match--current')!.textContent).toBe('Revenue');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Match case' }));
    expect(highlighted(editor)).toEqual(['revenue', 'revenue']);
    expect(status()).toBe('1 of 2');
  });

  it('moves through the matches with Enter, Shift+Enter and the buttons, wrapping around', () => {
    const { editor } = renderSurface(TOPIC);
    openFind(editor);
    fireEvent.change(findField(), { target: { value: 'revenue' } });
    const selected = () => editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to);
    const at = () => editor.state.selection.from;
    const first = at();
    expect(selected()).toBe('Revenue');
    fireEvent.keyDown(findField(), { key: 'Enter' });
    expect(status()).toBe('2 of 7');
    expect(at()).toBeGreaterThan(first);
    fireEvent.keyDown(findField(), { key: 'Enter', shiftKey: true });
    expect(status()).toBe('1 of 7');
    fireEvent.click(screen.getByRole('button', { name: 'Find previous' }));
    expect(status()).toBe('7 of 7');
    expect(selected()).toBe('revenue');
    fireEvent.click(screen.getByRole('button', { name: 'Find next' }));
    expect(status()).toBe('1 of 7');
    expect(at()).toBe(first);
  });

  it('keeps the match it is on while the query grows', () => {
    const { editor } = renderSurface(TOPIC);
    openFind(editor);
    fireEvent.change(findField(), { target: { value: 'cost' } });
    expect(status()).toBe('1 of 1');
    fireEvent.change(findField(), { target: { value: 'rev' } });
    // From the selection on "Cost", the next match is the row below.
    expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('REV');
    fireEvent.change(findField(), { target: { value: 'reve' } });
    expect(editor.state.doc.textBetween(editor.state.selection.from, editor.state.selection.to)).toBe('REVE');
    expect(status()).toBe('4 of 7');
  });

  it('replaces every match in one step, which one undo takes back', () => {
    const { editor, changes } = renderSurface(TOPIC);
    openFind(editor);
    fireEvent.change(findField(), { target: { value: 'revenue' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(status()).toBe('Replaced 7 matches');
    const model = changes.at(-1)!();
    const all = JSON.stringify(model);
    expect(all.match(/Sales/g)).toHaveLength(7);
    expect(all.toLowerCase()).not.toContain('revenue');
    // The replacement of a match across two marks takes the marks where it starts.
    expect(model.content![0]!.content).toEqual([
      { type: 'text', text: 'Sales grew. ' },
      { type: 'text', text: 'Sales', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' fell.' },
    ]);
    expect(highlighted(editor)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(editor.state.doc.toJSON()).toEqual(editor.schema.nodeFromJSON(TOPIC).toJSON());
  });

  it('replaces only the matches of the same case when Match case is on', () => {
    const { editor, changes } = renderSurface(TOPIC);
    openFind(editor);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Match case' }));
    fireEvent.change(findField(), { target: { value: 'Revenue' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'Turnover' } });
    fireEvent.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(status()).toBe('Replaced 4 matches');
    const all = JSON.stringify(changes.at(-1)!());
    expect(all.match(/Turnover/g)).toHaveLength(4);
    expect(all).toContain('"revenue"');
    expect(all).toContain('"REVENUE"');
    expect(all).toContain('" revenue"');
  });

  it('replaces the current match and moves to the next; with none selected it only finds', () => {
    const { editor } = renderSurface(doc(paragraph(text('a cat, a cat, a dog'))));
    act(() => {
      editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 1)));
    });
    openFind(editor);
    fireEvent.change(findField(), { target: { value: 'cat' } });
    act(() => {
      editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, 1)));
    });
    expect(status()).toBe('2 matches');
    const replace = screen.getByRole('button', { name: 'Replace' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Replace with' }), { target: { value: 'cow' } });
    fireEvent.click(replace);
    expect(editor.state.doc.textContent).toBe('a cat, a cat, a dog');
    expect(status()).toBe('1 of 2');
    fireEvent.click(replace);
    expect(editor.state.doc.textContent).toBe('a cow, a cat, a dog');
    expect(status()).toBe('1 of 1');
    fireEvent.click(replace);
    expect(editor.state.doc.textContent).toBe('a cow, a cow, a dog');
    expect(status()).toBe('No matches');
  });

  it('clears the highlights when closed with Escape and gives the editor the focus back', async () => {
    const { editor } = renderSurface(TOPIC);
    openFind(editor);
    fireEvent.change(findField(), { target: { value: 'revenue' } });
    expect(highlighted(editor).length).toBeGreaterThan(0);
    fireEvent.keyDown(findField(), { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(highlighted(editor)).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(editor.view.dom));
    openFind(editor);
    expect(findField().value).toBe('');
  });

  it('finds in a read-only topic but does not replace', () => {
    const { editor } = renderSurface(TOPIC, { editable: false });
    fireEvent.click(screen.getByRole('button', { name: 'Find and replace' }));
    fireEvent.change(findField(), { target: { value: 'cost' } });
    expect(highlighted(editor)).toEqual(['Cost']);
    expect((screen.getByRole('textbox', { name: 'Replace with' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Replace all' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Replace' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
