import { filingExtensions } from '@ea/document-model';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anchorPositions, findThreadRange, QUOTE_MAX_LENGTH, selectedQuote, threadIdAt } from './thread-anchors.ts';

const FIRST = '3f0e4c1a-8d2b-4a6e-9c1f-0b2d4e6f8a01';
const SECOND = '7a9b1c3d-5e7f-4a1b-8c2d-4e6f8a0b2c03';

let editor: Editor | null = null;
afterEach(() => editor?.destroy());

function editorWith(content: string): Editor {
  editor = new Editor({ extensions: filingExtensions, content });
  return editor;
}

/** The document position of the `n`th occurrence of `text` (its first character). */
function positionOf(target: Editor, text: string): number {
  let found = -1;
  target.state.doc.descendants((node, pos) => {
    if (found === -1 && node.isText && node.text!.includes(text)) found = pos + node.text!.indexOf(text);
    return found === -1;
  });
  if (found === -1) throw new Error(`no "${text}" in the document`);
  return found;
}

describe('thread anchors in a topic', () => {
  it('finds the range a thread’s mark covers, across the pieces an edit split it into and inside other marks', () => {
    const target = editorWith(
      `<p>Net <span data-comment="${FIRST}">revenue <strong>grew</strong> by</span> 12% <span data-comment="${SECOND}">in Q3</span>.</p>`,
    );
    const from = positionOf(target, 'revenue');
    const to = positionOf(target, ' 12%');
    expect(findThreadRange(target.state.doc, FIRST)).toEqual({ from, to });
    expect(target.state.doc.textBetween(from, to)).toBe('revenue grew by');
    expect(
      target.state.doc.textBetween(findThreadRange(target.state.doc, SECOND)!.from, findThreadRange(target.state.doc, SECOND)!.to),
    ).toBe('in Q3');

    // Text typed into the middle of an anchor is part of it; the anchor still reads as one passage.
    target.commands.insertContentAt(positionOf(target, 'grew'), 'sharply ');
    expect(target.state.doc.textBetween(findThreadRange(target.state.doc, FIRST)!.from, findThreadRange(target.state.doc, FIRST)!.to)).toBe(
      'revenue sharply grew by',
    );
    expect(findThreadRange(target.state.doc, '0b1c2d3e-0000-4000-8000-000000000000')).toBeNull();
    expect([...anchorPositions(target.state.doc).keys()]).toEqual([FIRST, SECOND]);
  });

  it('names the thread under the cursor, at either edge of its anchor, and none outside', () => {
    const target = editorWith(`<p>Net <span data-comment="${FIRST}">revenue</span> grew.</p>`);
    const start = positionOf(target, 'revenue');
    target.commands.setTextSelection(start + 3);
    expect(threadIdAt(target.state)).toBe(FIRST);
    target.commands.setTextSelection(start);
    expect(threadIdAt(target.state)).toBe(FIRST);
    target.commands.setTextSelection(start + 'revenue'.length);
    expect(threadIdAt(target.state)).toBe(FIRST);
    target.commands.setTextSelection(start + 'revenue'.length + 2);
    expect(threadIdAt(target.state)).toBeNull();
    target.commands.setTextSelection({ from: start - 2, to: start + 2 });
    expect(threadIdAt(target.state)).toBeNull();
  });

  it('quotes the selection with blocks on their own lines, within the quote’s limit', () => {
    const target = editorWith(`<p>First line</p><p>Second<br>part</p><p>${'x'.repeat(3000)}</p>`);
    target.commands.setTextSelection({ from: positionOf(target, 'line'), to: positionOf(target, 'part') + 4 });
    expect(selectedQuote(target.state)).toBe('line\nSecond\npart');
    target.commands.selectAll();
    expect(selectedQuote(target.state)).toHaveLength(QUOTE_MAX_LENGTH);
  });
});
