import { type ModelNode, NODE, normalizeModel } from '@ea/document-model';

export interface ConvertedTopic {
  title: string;
  model: ModelNode;
}

/** Longest topic title kept; a heading longer than this is a paragraph styled as a heading. */
export const MAX_TOPIC_TITLE = 200;

/**
 * A converted document as topics: a new topic at each Heading 1, titled by its text and holding
 * the heading and everything up to the next one. What comes before the first Heading 1 (a cover
 * page) is a topic titled `untitled`, unless it is only empty paragraphs and page breaks; a
 * document without Heading 1 is one topic. Each topic is normalised as topics are stored.
 */
export function splitTopics(doc: ModelNode, untitled: string): ConvertedTopic[] {
  const sections: { title: string; blocks: ModelNode[] }[] = [];
  let current: { title: string; blocks: ModelNode[] } = { title: untitled, blocks: [] };
  let leading = true;
  for (const block of doc.content ?? []) {
    if (block.type === NODE.heading && block.attrs?.level === 1) {
      if (!leading || current.blocks.some(hasContent)) sections.push(current);
      current = { title: titleOf(block) || untitled, blocks: [] };
      leading = false;
    }
    current.blocks.push(block);
  }
  sections.push(current);
  return sections.map(({ title, blocks }) => ({
    title,
    model: normalizeModel({ type: NODE.doc, content: blocks.length ? blocks : [{ type: NODE.paragraph, attrs: { textAlign: null } }] }),
  }));
}

function hasContent(block: ModelNode): boolean {
  return block.type !== NODE.pageBreak && !(block.type === NODE.paragraph && !block.content);
}

function titleOf(heading: ModelNode): string {
  const text = textOf(heading).replace(/\s+/g, ' ').trim();
  return text.length > MAX_TOPIC_TITLE ? `${text.slice(0, MAX_TOPIC_TITLE - 1)}…` : text;
}

function textOf(node: ModelNode): string {
  if (node.type === NODE.footnote) return '';
  if (node.type === NODE.hardBreak) return ' ';
  return node.text ?? (node.content ?? []).map(textOf).join('');
}
