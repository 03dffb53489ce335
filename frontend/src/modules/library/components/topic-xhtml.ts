import type { TopicModelJson } from '@ea/contracts/library';
import { type ModelNode, modelToXhtml } from '@ea/document-model';

/**
 * A topic as a complete HTML page for a sandboxed frame, styled by a stylesheet file of the app
 * (the content security policy allows no inline style). The XHTML comes from the document model's
 * one writer, which escapes every text and attribute; images carry their storage key (`data-key`)
 * and no address, since they are fetched with the bearer token and swapped in.
 */
export function topicPage(model: TopicModelJson, title: string, stylesheet: string): string {
  const body = modelToXhtml(model as ModelNode, { modelAttributes: true, comments: false, imageSrc: () => '' });
  const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(stylesheet)}"></head><body>${body}</body></html>`;
}

/**
 * Applies the content's own style attributes (alignment, column widths) through the CSSOM: the
 * policy ignores style attributes parsed from markup, but not styles set from the app's script.
 */
export function applyInlineStyles(root: Document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
    const css = element.getAttribute('style') ?? '';
    element.style.cssText = css;
  }
}
