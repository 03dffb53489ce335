import { topicAnchor } from '../print/print-html.ts';
import type { RenderTopic } from '../render-document.ts';
import { PopplerError, runPoppler } from './poppler.ts';

/** What the proof needs of a rendered PDF: its page count and the page of each named destination. */
export interface PdfInfo {
  pages: number;
  destinations: Map<string, number>;
}

const LIMITS = { timeoutMs: 30_000, maxOutputBytes: 16 * 1024 * 1024 };

/** Reads the page count and the named destinations (pdfinfo, a few milliseconds whatever the PDF's length). */
export async function pdfInfo(pdf: Uint8Array): Promise<PdfInfo> {
  const [info, dests] = await Promise.all([runPoppler('pdfinfo', ['-'], pdf, LIMITS), runPoppler('pdfinfo', ['-dests', '-'], pdf, LIMITS)]);
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info.toString('utf8'))?.[1]);
  if (!Number.isInteger(pages)) throw new PopplerError('pdfinfo gave no page count');
  const destinations = new Map<string, number>();
  // "   3 [ XYZ    6  473 null      ] "topic-2"": the page, the view, the name.
  for (const match of dests.toString('utf8').matchAll(/^\s*(\d+)\s+\[[^\]]*\]\s+"(.*)"$/gm)) {
    if (!destinations.has(match[2]!)) destinations.set(match[2]!, Number(match[1]));
  }
  return { pages, destinations };
}

/**
 * The page each topic starts on (1-based), for keeping the proof's HTML and PDF panes on the same
 * place: the page of the topic's destination (printHtml), `offset` pages on for a chunk after
 * others. A topic without one (Chromium writes none for an empty one) starts where the previous did.
 */
export function topicPages(topics: readonly RenderTopic[], info: PdfInfo, offset = 0): Record<string, number> {
  const found: Record<string, number> = {};
  let page = 1;
  for (const topic of topics) {
    page = info.destinations.get(topicAnchor(topic.id)) ?? page;
    found[topic.id] = page + offset;
  }
  return found;
}
