import type { Node as PmNode } from '@tiptap/pm/model';
import { MARK } from '../model/model-json.ts';

/** A character standing for an inline node that is not text (a hard break, an image, a footnote reference). */
export const INLINE_OBJECT = '\uFFFC';

/** A textblock's words as one string, with where each character sits in the document. */
export interface TextblockText {
  /** Textblock index in document order (table cells' paragraphs included). */
  index: number;
  text: string;
  /** Document position of each character of `text`, and one past the last (so a range's end maps too). */
  positions: number[];
  /** The comment threads anchored in the block: where each starts and ends in `text`. */
  threads: Map<string, { start: number; end: number }>;
}

/** The document's textblocks (paragraphs, headings, cell paragraphs) in reading order, each with its text. */
export function textblocksOf(doc: PmNode): TextblockText[] {
  const blocks: TextblockText[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = '';
    const positions: number[] = [];
    const threads = new Map<string, { start: number; end: number }>();
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      const from = text.length;
      const length = child.isText ? child.text!.length : 1;
      for (const mark of child.marks) {
        if (mark.type.name !== MARK.comment || typeof mark.attrs.threadId !== 'string') continue;
        const range = threads.get(mark.attrs.threadId);
        threads.set(mark.attrs.threadId, { start: range ? Math.min(range.start, from) : from, end: from + length });
      }
      if (child.isText) {
        text += child.text!;
        for (let i = 0; i < child.text!.length; i++) positions.push(start + i);
      } else {
        text += INLINE_OBJECT;
        positions.push(start);
      }
    });
    positions.push(pos + 1 + node.content.size);
    blocks.push({ index: blocks.length, text, positions, threads });
    return false;
  });
  return blocks;
}

/** Text compared loosely: runs of white space (no-break spaces included) as one space, typographic quotes as plain ones. */
export interface LooseText {
  text: string;
  /** Index in the original text of each character of `text`, and the original length at the end. */
  origin: number[];
}

export function looseText(text: string): LooseText {
  let loose = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (loose.endsWith(' ')) continue;
      loose += ' ';
    } else loose += ch === '\u2019' || ch === '\u2018' ? "'" : ch === '\u201c' || ch === '\u201d' ? '"' : ch;
    origin.push(i);
  }
  origin.push(text.length);
  return { text: loose, origin };
}
