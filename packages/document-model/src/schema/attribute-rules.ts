import { type FactAttrs, type FactBlockAttrs, footnoteAttrs, type ListStyle, type TextAlign } from '../model/model-json.ts';

/**
 * The only values an attribute of the model may hold. The HTML reader, the editor's parse rules
 * and the XHTML writer all go through these, so nothing outside them reaches a stored topic or
 * an output file.
 */

const ALIGNMENTS: ReadonlySet<string> = new Set(['left', 'center', 'right', 'justify']);

export function textAlignOf(value: string | null | undefined): TextAlign | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  return ALIGNMENTS.has(v) ? (v as TextAlign) : null;
}

const LIST_STYLES: ReadonlySet<string> = new Set(['decimal', 'lower-alpha', 'upper-alpha', 'lower-roman', 'upper-roman']);
const HTML_LIST_TYPES: Record<string, ListStyle> = {
  '1': 'decimal',
  a: 'lower-alpha',
  A: 'upper-alpha',
  i: 'lower-roman',
  I: 'upper-roman',
};

/** `list-style-type` (also `lower-latin`) or the HTML `type` attribute of an `<ol>`. */
export function listStyleOf(cssValue: string | null | undefined, typeAttribute?: string | null): ListStyle | null {
  if (cssValue) {
    const v = cssValue.trim().toLowerCase().replace('latin', 'alpha');
    if (LIST_STYLES.has(v)) return v as ListStyle;
  }
  if (typeAttribute) return HTML_LIST_TYPES[typeAttribute.trim()] ?? null;
  return null;
}

/** Control characters and whitespace browsers strip from a URL before reading its scheme. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to remove
const URL_NOISE = /[\u0000-\u0020\u007f]/g;
const SAFE_HREF = /^(?:https?:\/\/[^/?#\s]+|mailto:[^\s]+)/i;
const MAX_HREF = 2048;

/**
 * The href a link may keep: http(s) with a host, or mailto. Anything else (javascript:, data:,
 * file:, relative and fragment links, protocol-relative `//host`) is refused, including when
 * hidden behind whitespace or control characters.
 */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const href = value.replace(URL_NOISE, '');
  if (href.length === 0 || href.length > MAX_HREF || !SAFE_HREF.test(href)) return null;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') return null;
  } catch {
    return null;
  }
  return href;
}

const STORAGE_KEY = /^sha256\/([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/** An image is a stored object addressed by content hash (`sha256/ab/cd/<hash>`), never a URL. */
export function storageKeyOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = STORAGE_KEY.exec(value);
  if (!m || !m[3]!.startsWith(m[1]! + m[2]!)) return null;
  return value;
}

/** A pixel size in 1..20000, from a number or a CSS/HTML length (px, pt, in, cm, mm; bare numbers are px). */
export function pixelsOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 20000 ? value : null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px|pt|in|cm|mm)?\s*$/i.exec(value);
  if (!m) return null;
  const factor = { px: 1, pt: 4 / 3, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 }[(m[2] ?? 'px').toLowerCase() as 'px'];
  const px = Math.round(Number(m[1]) * factor);
  return px >= 1 && px <= 20000 ? px : null;
}

export function spanOf(value: string | null | undefined, max: number): number {
  const n = value ? Number.parseInt(value, 10) : 1;
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1;
}

export const MAX_COLSPAN = 1000;
/** Columns a table may have: cells past it are not read. */
export const MAX_COLUMNS = 1000;
export const MAX_ROWSPAN = 65534;

/** `data-colwidth="120,80"`: one pixel width per spanned column, or null when any is missing. */
export function colwidthOf(value: string | null, colspan: number): number[] | null {
  if (!value) return null;
  const widths = value.split(',').map((w) => Number(w.trim()));
  return widths.length === colspan && widths.every((w) => Number.isInteger(w) && w >= 1 && w <= 20000) ? widths : null;
}

const NC_NAME = /^[\p{L}_][\p{L}\p{N}_.\-\u00B7]{0,199}$/u;
const QNAME = /^[\p{L}_][\p{L}\p{N}_.\-\u00B7]{0,99}:[\p{L}_][\p{L}\p{N}_.\-\u00B7]{0,199}$/u;
const DECIMALS = /^(?:INF|-?\d{1,4})$/;
const SCALE = /^-?\d{1,3}$/;
const THREAD_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const STANDARD_FOOTNOTE_ROLE = 'http://www.xbrl.org/2003/role/footnote';
// A role is an absolute URI: printable ASCII without spaces or markup characters.
const FOOTNOTE_ROLE = /^[a-z][a-z0-9+.-]*:[!#-;=?-~]{1,500}$/i;

export function ncNameOf(value: string | null | undefined): string | null {
  return value && NC_NAME.test(value) ? value : null;
}

function qNameOf(value: string | null | undefined): string | null {
  return value && QNAME.test(value) ? value : null;
}

export function threadIdOf(value: string | null | undefined): string | null {
  return value && THREAD_ID.test(value) ? value : null;
}

/** Raw attribute values of a fact, as read from HTML (`data-ix-*`, or `ix:` element attributes). */
export interface RawFact {
  kind: string | null;
  id: string | null;
  name: string | null;
  contextRef: string | null;
  unitRef?: string | null;
  decimals?: string | null;
  scale?: string | null;
  sign?: string | null;
  format?: string | null;
  escape?: string | null;
  nil?: string | null;
  footnoteRole?: string | null;
}

const TRUE = (v: string | null | undefined) => v === 'true' || v === '1';

/**
 * The fact's attributes when they are well-formed, else null (the content stays, untagged).
 * A missing or malformed id is left null for the caller to assign.
 */
export function factAttrsOf(raw: RawFact): (Omit<FactAttrs, 'id'> & { id: string | null }) | null {
  if (raw.kind === 'footnote') return footnoteAttrsOf(raw);
  const kind = raw.kind === 'nonFraction' || raw.kind === 'nonfraction' ? 'nonFraction' : 'nonNumeric';
  const name = qNameOf(raw.name?.trim());
  const contextRef = ncNameOf(raw.contextRef?.trim());
  if (!name || !contextRef) return null;
  const unitRef = ncNameOf(raw.unitRef?.trim());
  if (kind === 'nonFraction' && !unitRef) return null;
  const decimals = raw.decimals?.trim();
  const scale = raw.scale?.trim();
  return {
    id: ncNameOf(raw.id?.trim()),
    kind,
    name,
    contextRef,
    unitRef: kind === 'nonFraction' ? unitRef : null,
    decimals: kind === 'nonFraction' && decimals && DECIMALS.test(decimals) ? decimals : null,
    scale: kind === 'nonFraction' && scale && SCALE.test(scale) ? scale : null,
    sign: kind === 'nonFraction' && raw.sign?.trim() === '-' ? '-' : null,
    format: qNameOf(raw.format?.trim()),
    escape: kind === 'nonNumeric' && TRUE(raw.escape?.trim()),
    nil: TRUE(raw.nil?.trim()),
    footnoteRole: null,
  };
}

/**
 * An XBRL footnote's attributes: only its id and role. Without an id nothing can point at it,
 * but the caller assigns one as it does for a fact, so the text keeps its identity.
 */
function footnoteAttrsOf(raw: RawFact): Omit<FactAttrs, 'id'> & { id: string | null } {
  const role = raw.footnoteRole?.trim() ?? '';
  return footnoteAttrs(ncNameOf(raw.id?.trim()), role !== '' && role !== STANDARD_FOOTNOTE_ROLE && FOOTNOTE_ROLE.test(role) ? role : null);
}

export function factBlockAttrsOf(raw: RawFact): (Omit<FactBlockAttrs, 'id'> & { id: string | null }) | null {
  const name = qNameOf(raw.name?.trim());
  const contextRef = ncNameOf(raw.contextRef?.trim());
  if (!name || !contextRef) return null;
  return {
    id: ncNameOf(raw.id?.trim()),
    name,
    contextRef,
    format: qNameOf(raw.format?.trim()),
    escape: raw.escape === null || raw.escape === undefined ? true : TRUE(raw.escape.trim()),
  };
}
