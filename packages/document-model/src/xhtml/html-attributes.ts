import type { FactAttrs, FactBlockAttrs, ListStyle } from '../model/model-json.ts';

/**
 * The HTML attributes of each node and mark, shared by the XHTML writer and the editor's
 * `renderHTML`, so what the editor copies and what the writer produces read back the same.
 * Only `data-*` attributes are model-only: the publishing form (`modelAttributes: false`)
 * leaves them out and stays within the elements and attributes of XHTML 1.1.
 */
export type HtmlAttributes = Record<string, string>;

export const PAGE_BREAK_ATTRIBUTES: HtmlAttributes = { class: 'page-break', style: 'page-break-after:always;break-after:page' };
export const FOOTNOTE_REF_CLASS = 'footnote-ref';
export const FOOTNOTES_CLASS = 'footnotes';

export function textblockAttributes(textAlign: unknown, preWrap: boolean): HtmlAttributes {
  const style = [textAlign ? `text-align:${textAlign}` : '', preWrap ? 'white-space:pre-wrap' : ''].filter(Boolean).join(';');
  return style ? { style } : {};
}

export function orderedListAttributes(start: unknown, listStyle: unknown): HtmlAttributes {
  const style: string[] = [];
  if (listStyle) style.push(`list-style-type:${listStyle as ListStyle}`);
  // XHTML 1.1 has no `start`; the list-item counter gives the same numbering in browsers.
  if (typeof start === 'number' && start !== 1) style.push(`counter-reset:list-item ${start - 1}`);
  return style.length ? { style: style.join(';') } : {};
}

export function tableAttributes(headerRows: number, modelAttributes: boolean): HtmlAttributes {
  return modelAttributes && headerRows > 0 ? { 'data-header-rows': String(headerRows) } : {};
}

export function cellAttributes(attrs: Record<string, unknown>, modelAttributes: boolean): HtmlAttributes {
  const out: HtmlAttributes = {};
  if (typeof attrs.colspan === 'number' && attrs.colspan > 1) out.colspan = String(attrs.colspan);
  if (typeof attrs.rowspan === 'number' && attrs.rowspan > 1) out.rowspan = String(attrs.rowspan);
  if (modelAttributes && Array.isArray(attrs.colwidth)) out['data-colwidth'] = attrs.colwidth.join(',');
  return out;
}

export function imageAttributes(attrs: Record<string, unknown>, src: string, modelAttributes: boolean): HtmlAttributes {
  const out: HtmlAttributes = { src, alt: typeof attrs.alt === 'string' ? attrs.alt : '' };
  if (typeof attrs.width === 'number') out.width = String(attrs.width);
  if (typeof attrs.height === 'number') out.height = String(attrs.height);
  if (modelAttributes) out['data-key'] = String(attrs.key);
  return out;
}

export function linkAttributes(href: string): HtmlAttributes {
  return { href };
}

const FORMAT_STYLE: Record<string, string> = {
  underline: 'text-decoration:underline',
  strike: 'text-decoration:line-through',
};

/** `bold` → `<b>`; underline and strike are styled spans (XHTML 1.1 has no `u` or `s`). */
export function formatElement(mark: string): { tag: string; attributes: HtmlAttributes } {
  switch (mark) {
    case 'bold':
      return { tag: 'b', attributes: {} };
    case 'italic':
      return { tag: 'i', attributes: {} };
    case 'superscript':
      return { tag: 'sup', attributes: {} };
    case 'subscript':
      return { tag: 'sub', attributes: {} };
    default:
      return { tag: 'span', attributes: { style: FORMAT_STYLE[mark] ?? '' } };
  }
}

export function factAttributes(attrs: FactAttrs): HtmlAttributes {
  const out: HtmlAttributes = { 'data-ix': attrs.kind, 'data-ix-id': attrs.id };
  if (attrs.kind === 'footnote') {
    if (attrs.footnoteRole) out['data-ix-footnote-role'] = attrs.footnoteRole;
    return out;
  }
  out['data-ix-name'] = attrs.name;
  out['data-ix-context'] = attrs.contextRef;
  if (attrs.unitRef) out['data-ix-unit'] = attrs.unitRef;
  if (attrs.decimals) out['data-ix-decimals'] = attrs.decimals;
  if (attrs.scale) out['data-ix-scale'] = attrs.scale;
  if (attrs.sign) out['data-ix-sign'] = attrs.sign;
  if (attrs.format) out['data-ix-format'] = attrs.format;
  if (attrs.escape) out['data-ix-escape'] = 'true';
  if (attrs.nil) out['data-ix-nil'] = 'true';
  return out;
}

export function factBlockAttributes(attrs: FactBlockAttrs): HtmlAttributes {
  const out: HtmlAttributes = {
    'data-ix': 'nonNumeric',
    'data-ix-id': attrs.id,
    'data-ix-name': attrs.name,
    'data-ix-context': attrs.contextRef,
    'data-ix-escape': attrs.escape ? 'true' : 'false',
  };
  if (attrs.format) out['data-ix-format'] = attrs.format;
  return out;
}

export function commentAttributes(threadId: string): HtmlAttributes {
  return { 'data-comment': threadId };
}

/** Text whose spaces HTML would collapse (leading, trailing, doubled, tabs) needs `white-space:pre-wrap`. */
export function needsPreservedSpaces(segment: string): boolean {
  return /^ | $| {2}|\t/.test(segment);
}
