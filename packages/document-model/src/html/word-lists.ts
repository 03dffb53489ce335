import type { ListStyle, ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';

/**
 * Word's HTML (paste from Word) has no `<ul>`/`<ol>`: list items are paragraphs styled
 * `mso-list:l0 level2 lfo1` whose marker ("1.", "(a)", "·") sits in a `mso-list:Ignore` span.
 * Runs of such paragraphs become nested lists, ordered when the marker is a number or letter.
 */
export interface WordListItem {
  level: number;
  ordered: boolean;
  listStyle: ListStyle | null;
}

export function wordListItemOf(msoList: string, marker: string): WordListItem | null {
  const level = /level(\d{1,2})/.exec(msoList);
  if (!level) return null;
  const m = /^\(?([0-9]{1,4}|[a-zA-Z]{1,4})[.)]/.exec(marker.trim());
  const symbol = m?.[1];
  let listStyle: ListStyle | null = null;
  if (symbol !== undefined) {
    if (/^\d+$/.test(symbol)) listStyle = null;
    else if (/^[ivxlc]+$/.test(symbol) && (symbol.length > 1 || symbol === 'i')) listStyle = 'lower-roman';
    else if (/^[IVXLC]+$/.test(symbol) && (symbol.length > 1 || symbol === 'I')) listStyle = 'upper-roman';
    else listStyle = symbol === symbol.toLowerCase() ? 'lower-alpha' : 'upper-alpha';
  }
  return { level: Math.max(1, Number(level[1])), ordered: symbol !== undefined, listStyle };
}

/** Replaces each run of Word list paragraphs in `blocks` by the lists they form. */
export function groupWordLists(blocks: ModelNode[], items: Map<ModelNode, WordListItem>): ModelNode[] {
  const out: ModelNode[] = [];
  let run: ModelNode[] = [];
  const flush = () => {
    if (run.length) out.push(...buildLists(run, items));
    run = [];
  };
  for (const block of blocks) {
    if (items.has(block)) run.push(block);
    else {
      flush();
      out.push(block);
    }
  }
  flush();
  return out;
}

interface OpenList {
  level: number;
  ordered: boolean;
  node: ModelNode & { content: ModelNode[] };
}

function buildLists(paragraphs: ModelNode[], items: Map<ModelNode, WordListItem>): ModelNode[] {
  const roots: ModelNode[] = [];
  const stack: OpenList[] = [];
  for (const paragraph of paragraphs) {
    const item = items.get(paragraph)!;
    while (stack.length && stack[stack.length - 1]!.level > item.level) stack.pop();
    let top = stack[stack.length - 1];
    if (top && top.level === item.level && top.ordered !== item.ordered) {
      stack.pop();
      top = stack[stack.length - 1];
    }
    if (!top || top.level < item.level) {
      const node = item.ordered
        ? { type: NODE.orderedList, attrs: { start: 1, listStyle: item.listStyle }, content: [] }
        : { type: NODE.bulletList, content: [] };
      const parentItem = top?.node.content[top.node.content.length - 1];
      if (parentItem) parentItem.content!.push(node);
      else roots.push(node);
      top = { level: item.level, ordered: item.ordered, node };
      stack.push(top);
    }
    top.node.content.push({ type: NODE.listItem, content: [paragraph] });
  }
  return roots;
}
