import { xmlSafeText } from '../html/model-builder.ts';
import { filingSchema } from '../schema/filing-extensions.ts';
import { sortMarks } from './mark-order.ts';
import type { ModelNode } from './model-json.ts';
import { footnoteReference, NODE } from './model-json.ts';

/**
 * A topic checked against the schema and in its normal form — what reading its own XHTML gives
 * back, so `htmlToModel(modelToXhtml(doc))` equals `normalizeModel(doc)`:
 * - the JSON as ProseMirror stores it (every attribute present, like text merged);
 * - characters XML 1.0 forbids removed, line breaks inside text (`\n`, `\r`) as hard breaks;
 * - marks in schema order, same-type marks (nested facts, overlapping comment threads) by
 *   their attributes (`sortMarks`);
 * - at most all rows but one of a table repeat as header rows; row spans end at the last row;
 * - consecutive page breaks are one (CSS joins forced breaks at one point);
 * - a footnote reference carries no link, superscript or subscript (FOOTNOTE_REFERENCE_REFUSED_MARKS).
 * Throws when the JSON is not a valid topic.
 */
export function normalizeModel(doc: ModelNode): ModelNode {
  const schema = filingSchema();
  const checked = schema.nodeFromJSON(doc);
  checked.check();
  const json = checked.toJSON() as ModelNode;
  const normal = normalizeNode(json);
  // Unchanged (the editor's autosave, mostly): ProseMirror's own JSON of a valid node is already
  // merged and complete, and reading it again would cost as much as the rest together.
  return normal === json ? json : (schema.nodeFromJSON(normal).toJSON() as ModelNode);
}

/** Throws unless the JSON is a valid topic of the schema. */
export function assertValidModel(doc: ModelNode): void {
  filingSchema().nodeFromJSON(doc).check();
}

const TEXTBLOCKS: ReadonlySet<string> = new Set([NODE.paragraph, NODE.heading, NODE.footnote]);
const MAX_HEADER_ROWS = 50;

/** Each function below hands back its argument itself when nothing in it changes. */
const sameItems = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function normalizeNode(node: ModelNode): ModelNode {
  if (!node.content) return node;
  if (node.type === NODE.table) return normalizeTable(node);
  const children = node.content.map(normalizeNode);
  const content = TEXTBLOCKS.has(node.type)
    ? normalizeInline(children)
    : children.filter((child, i) => !(child.type === NODE.pageBreak && children[i - 1]?.type === NODE.pageBreak));
  return sameItems(content, node.content) ? node : { ...node, content };
}

function normalizeInline(nodes: ModelNode[]): ModelNode[] {
  const split: ModelNode[] = [];
  for (const node of nodes) {
    if (node.type === NODE.footnote) {
      split.push(footnoteReference(node));
      continue;
    }
    if (node.type !== NODE.text) {
      split.push(node);
      continue;
    }
    const text = xmlSafeText(node.text!);
    if (text === node.text && !/[\r\n]/.test(text)) {
      split.push(node);
      continue;
    }
    text.split(/\r\n?|\n/).forEach((line, i) => {
      if (i > 0) split.push(node.marks ? { type: NODE.hardBreak, marks: node.marks } : { type: NODE.hardBreak });
      if (line) split.push({ ...node, text: line });
    });
  }
  return split.map((node) => {
    if (!node.marks || node.marks.length < 2) return node;
    const marks = sortMarks(node.marks);
    return sameItems(marks, node.marks) ? node : { ...node, marks };
  });
}

function normalizeTable(table: ModelNode): ModelNode {
  const rows = table.content!.map(normalizeNode);
  const headerRows = Math.max(0, Math.min(Number(table.attrs?.headerRows ?? 0), rows.length - 1, MAX_HEADER_ROWS));
  const content = rows.map((row, r) => {
    const cells = row.content?.map((cell) => {
      const rowspan = Math.min(Number(cell.attrs?.rowspan ?? 1), rows.length - r);
      return cell.attrs?.rowspan === rowspan ? cell : { ...cell, attrs: { ...cell.attrs, rowspan } };
    });
    return cells === undefined || sameItems(cells, row.content!) ? row : { ...row, content: cells };
  });
  if (table.attrs?.headerRows === headerRows && sameItems(content, table.content!)) return table;
  return { ...table, attrs: { ...table.attrs, headerRows }, content };
}
