/**
 * The few CSS properties the model keeps or acts on, read from a `style` attribute without a
 * CSS engine (the server has none, and the same rules must hold in the browser).
 */
export interface InlineStyle {
  textAlign?: string;
  fontWeight?: string;
  fontStyle?: string;
  textDecoration?: string;
  verticalAlign?: string;
  width?: string;
  whiteSpace?: string;
  display?: string;
  visibility?: string;
  pageBreakBefore?: boolean;
  pageBreakAfter?: boolean;
  listStyleType?: string;
  /** `counter-reset: list-item N`: an ordered list starting at N + 1. */
  listItemReset?: number;
  msoList?: string;
  msoHidden?: boolean;
  /** Word's footnote and endnote lists (`mso-element:footnote-list`), read at their references. */
  msoNoteList?: boolean;
}

const EMPTY: InlineStyle = Object.freeze({});

export function parseInlineStyle(style: string | null | undefined): InlineStyle {
  if (!style) return EMPTY;
  const out: InlineStyle = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim()
      .toLowerCase();
    switch (property) {
      case 'text-align':
        out.textAlign = value;
        break;
      case 'font-weight':
        out.fontWeight = value;
        break;
      case 'font-style':
        out.fontStyle = value;
        break;
      case 'text-decoration':
      case 'text-decoration-line':
        out.textDecoration = value;
        break;
      case 'vertical-align':
        out.verticalAlign = value;
        break;
      case 'width':
        out.width = value;
        break;
      case 'white-space':
        out.whiteSpace = value;
        break;
      case 'display':
        out.display = value;
        break;
      case 'visibility':
        out.visibility = value;
        break;
      case 'page-break-before':
      case 'break-before':
        if (value === 'always' || value === 'page') out.pageBreakBefore = true;
        break;
      case 'page-break-after':
      case 'break-after':
        if (value === 'always' || value === 'page') out.pageBreakAfter = true;
        break;
      case 'list-style-type':
        out.listStyleType = value;
        break;
      case 'counter-reset': {
        const m = /^list-item\s+(-?\d{1,6})$/.exec(value);
        if (m) out.listItemReset = Number(m[1]);
        break;
      }
      case 'mso-list':
        out.msoList = value;
        break;
      case 'mso-element':
        if (value === 'footnote-list' || value === 'endnote-list') out.msoNoteList = true;
        break;
      case 'mso-hide':
        if (value === 'all') out.msoHidden = true;
        break;
    }
  }
  return out;
}

export function isBoldWeight(weight: string): boolean | null {
  if (weight === 'bold' || weight === 'bolder') return true;
  if (weight === 'normal' || weight === 'lighter') return false;
  const n = Number(weight);
  return Number.isFinite(n) ? n >= 600 : null;
}

/** Content the reader never sees: skipped by the HTML reader. */
export function isHidden(style: InlineStyle): boolean {
  return style.display === 'none' || style.visibility === 'hidden' || style.msoHidden === true;
}
