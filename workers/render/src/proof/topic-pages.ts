import { modelToText } from '@ea/document-model';
import type { RenderTopic } from '../render-document.ts';

/** Letters and digits only, lower case: what survives both the model's text and the PDF's layout. */
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** How much of a topic's opening text identifies where it starts: long enough to be unique, short enough to sit on one page. */
const OPENING = 48;

/**
 * The page each topic starts on (1-based), for keeping the proof's HTML and PDF panes on the same
 * place: a topic starts on the first page, not before the previous topic's, that holds its opening
 * text. A topic whose text is not found (an image only) starts where the previous one did.
 */
export function topicPages(topics: readonly RenderTopic[], pageTexts: readonly string[]): Record<string, number> {
  const pages = pageTexts.map(letters);
  const found: Record<string, number> = {};
  let page = 0;
  for (const topic of topics) {
    const opening = letters(modelToText(topic.model)).slice(0, OPENING);
    if (opening.length > 0) {
      for (let p = page; p < pages.length; p++) {
        // The opening may run over onto the next page: its first half is enough there.
        if (pages[p]!.includes(opening) || pages[p]!.includes(opening.slice(0, OPENING / 2))) {
          page = p;
          break;
        }
      }
    }
    found[topic.id] = page + 1;
  }
  return found;
}
