import type { ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';

/** A block compared as a whole: a paragraph, heading, table, page break (lists and fact blocks are looked into). */
export interface BlockUnit {
  node: ModelNode;
  /** Child indexes from the document to the block. */
  path: number[];
  /** Content id: equal blocks (with equal lists and fact blocks around them) have equal ids. */
  id: number;
  /** For tables: each row's content id. */
  rowIds: number[] | null;
  label: string;
}

const CONTAINERS: ReadonlySet<string> = new Set([NODE.bulletList, NODE.orderedList, NODE.listItem, NODE.xbrlBlock]);
const KIND: Record<string, string> = {
  [NODE.paragraph]: 'Paragraph',
  [NODE.heading]: 'Heading',
  [NODE.pageBreak]: 'Page break',
};
const EXCERPT = 60;

/**
 * The topic's blocks in document order, each labelled for people: `Heading "Revenue"`,
 * `Paragraph 2 under "Revenue"`, `List item 1 under "Leases"`, `Table 3`.
 */
export function blockUnits(doc: ModelNode, ids: ContentIds = new ContentIds()): BlockUnit[] {
  const units: BlockUnit[] = [];
  let heading: string | null = null;
  let tables = 0;
  const counts = new Map<string, number>();
  const visit = (nodes: readonly ModelNode[], path: number[], context: string, inList: boolean) => {
    nodes.forEach((node, index) => {
      const nodePath = [...path, index];
      if (CONTAINERS.has(node.type)) {
        // The container's own attributes (list numbering, the fact's concept) count in its blocks' ids.
        const inner = `${context}${node.type}${JSON.stringify(node.attrs ?? null)}/`;
        visit(node.content ?? [], nodePath, inner, inList || node.type === NODE.listItem);
        return;
      }
      let id: number;
      let rowIds: number[] | null = null;
      let label: string;
      if (node.type === NODE.table) {
        // A table is its attributes and its rows' ids: each row is serialised once.
        rowIds = (node.content ?? []).map((row) => ids.of(JSON.stringify(row)));
        id = ids.of(`${context}table${JSON.stringify(node.attrs ?? null)}:${rowIds.join(',')}`);
        label = `Table ${++tables}`;
      } else if (node.type === NODE.heading) {
        id = ids.of(context + JSON.stringify(node));
        heading = excerptOf(node);
        counts.clear();
        label = `Heading "${heading}"`;
      } else {
        id = ids.of(context + JSON.stringify(node));
        const kind = inList && node.type === NODE.paragraph ? 'List item' : (KIND[node.type] ?? node.type);
        const n = (counts.get(kind) ?? 0) + 1;
        counts.set(kind, n);
        label = `${kind} ${n}${heading === null ? '' : ` under "${heading}"`}`;
      }
      units.push({ node, path: nodePath, id, rowIds, label });
    });
  };
  visit(doc.content ?? [], [], '', false);
  return units;
}

/**
 * Numbers for content: the same JSON gets the same number, so comparing blocks of two versions
 * is comparing numbers (exact, no hash collisions). Stored topics are ProseMirror JSON, whose
 * attributes always come in schema order.
 */
export class ContentIds {
  private readonly ids = new Map<string, number>();

  of(json: string): number {
    let id = this.ids.get(json);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(json, id);
    }
    return id;
  }
}

/** The first words of a block's text, for labels and change excerpts. */
export function excerptOf(node: ModelNode, length = EXCERPT): string {
  let text = '';
  const walk = (n: ModelNode): boolean => {
    if (n.text) text += n.text;
    else if (n.type === NODE.hardBreak || n.type === NODE.tableCell || n.type === NODE.tableHeader) text += ' ';
    for (const child of n.content ?? []) if (walk(child)) return true;
    return text.length > length * 2;
  };
  walk(node);
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length - 1)}…` : clean;
}
