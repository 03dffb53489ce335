/** How tagged facts look in the document, set through the CSSOM (see applyPageStyles). */
const TAGGED = { outline: '1px solid rgba(37, 99, 235, 0.55)', outlineOffset: '1px', cursor: 'pointer' };
const SELECTED = { outline: '2px solid #d97706', outlineOffset: '2px', cursor: 'pointer' };

/** The element of a fact in the document; a hidden fact's is in the document's hidden part. */
export const factElement = (doc: Document, factId: string) => doc.querySelector<HTMLElement>(`[data-fact="${CSS.escape(factId)}"]`);

/** Whether the reader sees the fact: it has an element that takes up room on the page. */
export function isShown(doc: Document, factId: string): boolean {
  return (factElement(doc, factId)?.getClientRects().length ?? 0) > 0;
}

export function outlineFacts(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-fact]')) Object.assign(element.style, TAGGED);
}

export function markSelected(element: HTMLElement, selected: boolean): void {
  Object.assign(element.style, selected ? SELECTED : TAGGED);
}
