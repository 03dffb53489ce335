import { findUntaggedNumbers } from './untagged-numbers.ts';

/**
 * Text that is no untagged number however it reads: tagged facts (the server marks each one's
 * outermost element with data-fact; Inline XBRL elements, should any remain, count as tagged too)
 * and what a reader never sees.
 */
const NOT_REVIEWED = new Set([
  'ix:nonfraction',
  'ix:nonnumeric',
  'ix:fraction',
  'ix:header',
  'head',
  'script',
  'style',
  'title',
  'noscript',
]);
const MARK = 'mark[data-untagged]';
const MARK_STYLE = 'background-color: #fde68a; color: inherit; border-radius: 2px; box-shadow: 0 0 0 1px #d97706;';
const CURRENT_STYLE = 'background-color: #f59e0b; color: #111827; border-radius: 2px; box-shadow: 0 0 0 2px #b45309;';

function isReviewed(text: Text): boolean {
  for (let element = text.parentElement; element; element = element.parentElement) {
    if (element.hasAttribute('data-fact') || NOT_REVIEWED.has(element.localName.toLowerCase())) return false;
  }
  return true;
}

/** Wraps every untagged number of the document in a highlight mark and answers the marks in reading order. */
export function markUntaggedNumbers(doc: Document): HTMLElement[] {
  const texts: Text[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (/\d/.test(text.data) && isReviewed(text)) texts.push(text);
  }
  const marks: HTMLElement[] = [];
  for (const text of texts) {
    const inTable = text.parentElement?.closest('td, th') != null;
    let rest = text;
    let offset = 0;
    for (const found of findUntaggedNumbers(text.data, { inTable })) {
      const number = rest.splitText(found.start - offset);
      rest = number.splitText(found.end - found.start);
      offset = found.end;
      const mark = doc.createElement('mark');
      mark.setAttribute('data-untagged', '');
      mark.style.cssText = MARK_STYLE;
      number.replaceWith(mark);
      mark.append(number);
      marks.push(mark);
    }
  }
  return marks;
}

/** Takes the marks out again, leaving the text as it was (split text nodes joined). */
export function clearUntaggedNumbers(doc: Document): void {
  const parents = new Set<Node>();
  for (const mark of doc.querySelectorAll(MARK)) {
    if (mark.parentNode) parents.add(mark.parentNode);
    mark.replaceWith(...mark.childNodes);
  }
  for (const parent of parents) parent.normalize();
}

/** Shows which mark the reviewer is on. */
export function showCurrentMark(marks: readonly HTMLElement[], current: number | null): void {
  marks.forEach((mark, index) => {
    mark.style.cssText = index === current ? CURRENT_STYLE : MARK_STYLE;
  });
}
