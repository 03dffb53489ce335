import type { ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';

/**
 * The topic's words for search indexing: one line per paragraph, heading or table row (cells
 * separated by tabs), image alt texts, and the footnotes' text after the topic, numbered.
 */
export function modelToText(doc: ModelNode): string {
  const lines: string[] = [];
  const notes: string[] = [];
  const inline = (nodes: readonly ModelNode[] | undefined): string => {
    let text = '';
    for (const node of nodes ?? []) {
      if (node.type === NODE.text) text += node.text;
      else if (node.type === NODE.hardBreak) text += '\n';
      else if (node.type === NODE.image && node.attrs?.alt) text += ` ${node.attrs.alt} `;
      else if (node.type === NODE.footnote) {
        notes.push(`[${notes.length + 1}] ${inline(node.content)}`);
        text += `[${notes.length}]`;
      }
    }
    return text;
  };
  const blocks = (nodes: readonly ModelNode[] | undefined, into: string[]): void => {
    for (const node of nodes ?? []) {
      if (node.type === NODE.paragraph || node.type === NODE.heading) into.push(inline(node.content));
      else if (node.type === NODE.table) {
        for (const row of node.content ?? []) {
          into.push(
            (row.content ?? [])
              .map((cell) => {
                const cellLines: string[] = [];
                blocks(cell.content, cellLines);
                return cellLines.join(' ');
              })
              .join('\t'),
          );
        }
      } else blocks(node.content, into);
    }
  };
  blocks(doc.content, lines);
  if (notes.length) lines.push('', ...notes);
  return lines.join('\n');
}
