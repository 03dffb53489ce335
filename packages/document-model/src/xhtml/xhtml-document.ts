import { ncNameOf } from '../schema/attribute-rules.ts';
import { escapeAttribute, escapeText } from './xml-escape.ts';

export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export interface XhtmlDocumentParts {
  /** The body's content: topics written by `modelToXhtml`, concatenated. */
  body: string;
  title?: string;
  /** Prefixes declared on `<html>` (Inline XBRL: ix, ixt, xbrli, the taxonomies…). */
  namespaces?: Record<string, string>;
  /** Trusted markup for `<head>` after the title (a stylesheet of the output). */
  head?: string;
  /** Start with `<?xml version="1.0" encoding="UTF-8"?>`. Default true. */
  xmlDeclaration?: boolean;
}

/** A whole XHTML document around topics' XHTML. */
export function xhtmlDocument(parts: XhtmlDocumentParts): string {
  let declarations = ` xmlns="${XHTML_NAMESPACE}"`;
  for (const [prefix, uri] of Object.entries(parts.namespaces ?? {})) {
    if (!ncNameOf(prefix) || prefix.includes('.') || prefix.toLowerCase().startsWith('xml'))
      throw new Error(`not a namespace prefix: ${prefix}`);
    declarations += ` xmlns:${prefix}="${escapeAttribute(uri, false)}"`;
  }
  return (
    `${parts.xmlDeclaration === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n'}` +
    `<html${declarations}><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>` +
    `<title>${escapeText(parts.title ?? '', false)}</title>${parts.head ?? ''}</head><body>${parts.body}</body></html>`
  );
}
