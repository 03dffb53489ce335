import { footnoteCount, type ModelNode, NODE } from '@ea/document-model';
import type { RenderTopic } from '../render-document.ts';

/** One chunk of a long PDF: pieces of topics in order, and the number its first footnote takes. */
export interface Chunk {
  topics: RenderTopic[];
  footnoteStart: number;
}

/**
 * How much printing a block is, in "lines": a paragraph or heading by its length (about 90
 * characters a line), a table by its rows. A filing page holds about 45 of them.
 */
function weight(node: ModelNode): number {
  if (node.type === NODE.table) return (node.content ?? []).length * 1.5;
  if (node.type === NODE.text) return (node.text?.length ?? 0) / 90;
  return (node.content ?? []).reduce(
    (sum, child) => sum + weight(child),
    node.type === NODE.paragraph || node.type === NODE.heading ? 1 : 0,
  );
}

const LINES_PER_PAGE = 45;
/** About 60 pages a chunk: long enough that a chunk's browser start-up is small beside its print, short enough to bound a worker's memory. */
export const CHUNK_LINES = 60 * LINES_PER_PAGE;

/** A topic cut after each of its page breaks: where a PDF may start a new chunk inside it. */
function pieces(topic: RenderTopic): RenderTopic[] {
  const out: RenderTopic[] = [];
  let blocks: ModelNode[] = [];
  for (const block of topic.model.content ?? []) {
    blocks.push(block);
    if (block.type === NODE.pageBreak) {
      out.push({ id: topic.id, model: { ...topic.model, content: blocks } });
      blocks = [];
    }
  }
  if (blocks.length > 0 || out.length === 0) out.push({ id: topic.id, model: { ...topic.model, content: blocks } });
  return out;
}

/** A chunk's last page break would print an empty page: the next chunk starts a new page anyway. */
function closed(topics: RenderTopic[], footnoteStart: number): Chunk {
  const last = topics.at(-1);
  const blocks = last?.model.content ?? [];
  if (last && blocks.at(-1)?.type === NODE.pageBreak) {
    topics[topics.length - 1] = { id: last.id, model: { ...last.model, content: blocks.slice(0, -1) } };
  }
  return { topics, footnoteStart };
}

/**
 * Cuts a document into chunks of about `chunkLines`, at topic boundaries and at the page breaks
 * inside topics, never inside a table or a paragraph; one chunk when it is not long enough to be
 * worth more (under one and a half chunks). Footnote numbers run on from chunk to chunk.
 */
export function planChunks(topics: readonly RenderTopic[], chunkLines = CHUNK_LINES): Chunk[] {
  const total = topics.reduce((sum, topic) => sum + weight(topic.model), 0);
  if (total < chunkLines * 1.5) return [{ topics: [...topics], footnoteStart: 1 }];
  const chunks: Chunk[] = [];
  let current: RenderTopic[] = [];
  let lines = 0;
  let footnotes = 1;
  let start = 1;
  for (const topic of topics) {
    // Cutting at a page break only where the topic has one; a topic without any stays whole.
    for (const piece of pieces(topic)) {
      const w = weight(piece.model);
      if (current.length > 0 && lines + w > chunkLines) {
        chunks.push(closed(current, start));
        current = [];
        lines = 0;
        start = footnotes;
      }
      current.push(piece);
      lines += w;
      footnotes += footnoteCount(piece.model);
    }
  }
  if (current.length > 0) chunks.push(closed(current, start));
  return chunks;
}
