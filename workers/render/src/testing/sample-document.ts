import { htmlToModel, type ModelNode, NODE } from '@ea/document-model';
import { filingHtml } from '@ea/document-model/testing';
import type { RenderDocument, RenderImage } from '../render-document.ts';

/**
 * A filing of about `pages` printed pages (the document model's filing fixture: text, a financial
 * table with two header rows and merged cells per page, footnotes, a page break after each page),
 * cut into topics at its headings the way the library keeps an uploaded filing.
 */
export function sampleDocument(pages: number, extra: { title?: string; images?: Record<string, RenderImage> } = {}): RenderDocument {
  // Each page of the fixture prints on two: its text on one, its table on the next.
  const model = htmlToModel(filingHtml(Math.ceil(pages / 2)));
  const topics: { id: string; model: ModelNode }[] = [];
  let blocks: ModelNode[] = [];
  const flush = () => {
    if (blocks.length === 0) return;
    const n = topics.length + 1;
    topics.push({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, model: { type: NODE.doc, content: blocks } });
    blocks = [];
  };
  for (const block of model.content ?? []) {
    if (block.type === NODE.heading) flush();
    blocks.push(block);
  }
  flush();
  const images = extra.images ?? {};
  return {
    id: '00000000-0000-4000-8000-00000000d0c1',
    title: extra.title ?? `Sample filing (${pages} pages)`,
    topics,
    xbrl: null,
    image: async (key) => images[key] ?? null,
  };
}
