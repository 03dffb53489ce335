import { MARK, type ModelNode, NODE, safeHref } from '@ea/document-model';
import { ExternalHyperlink, FootnoteReferenceRun, type ParagraphChild, TextRun } from 'docx';

/** Footnotes collected while the runs are written: docx numbers them in the order they are registered. */
export class FootnoteRegistry {
  readonly notes: Record<number, { children: import('docx').Paragraph[] }> = {};
  #next = 1;
  constructor(private readonly paragraph: (text: string) => import('docx').Paragraph) {}

  add(note: ModelNode): number {
    const id = this.#next++;
    const text = (note.content ?? []).map((n) => (n.type === NODE.text ? (n.text ?? '') : '\n')).join('');
    this.notes[id] = { children: [this.paragraph(text)] };
    return id;
  }
}

const hasMark = (node: ModelNode, type: string) => (node.marks ?? []).some((mark) => mark.type === type);

/**
 * The runs of a text block: text with its formatting marks, links to safe addresses, line breaks,
 * footnote references; XBRL facts and comment anchors keep their text only (Word has no place
 * for them).
 */
export function inlineRuns(nodes: readonly ModelNode[] | undefined, footnotes: FootnoteRegistry): ParagraphChild[] {
  const runs: ParagraphChild[] = [];
  for (const node of nodes ?? []) {
    if (node.type === NODE.hardBreak) {
      runs.push(new TextRun({ text: '', break: 1 }));
      continue;
    }
    if (node.type === NODE.footnote) {
      runs.push(new FootnoteReferenceRun(footnotes.add(node)));
      continue;
    }
    if (node.type !== NODE.text) continue;
    const run = new TextRun({
      text: node.text ?? '',
      bold: hasMark(node, MARK.bold),
      italics: hasMark(node, MARK.italic),
      underline: hasMark(node, MARK.underline) ? {} : undefined,
      strike: hasMark(node, MARK.strike),
      superScript: hasMark(node, MARK.superscript),
      subScript: hasMark(node, MARK.subscript),
    });
    const link = (node.marks ?? []).find((mark) => mark.type === MARK.link);
    const href = link ? safeHref(link.attrs?.href as string | undefined) : null;
    runs.push(href ? new ExternalHyperlink({ link: href, children: [run] }) : run);
  }
  return runs;
}
