import { escapeAttribute, escapeText } from '@ea/document-model';

/**
 * Names and escaping for the Inline XBRL writer. Its output is ASCII (EDGAR), so values go out
 * with character references; names cannot, which is why prefixes and element names written as
 * markup must be ASCII while names inside attribute values may be any NCName.
 */

/** An XML NCName (ids, context and unit references), as the document model accepts them. */
const NC_NAME = /^[\p{L}_][\p{L}\p{N}_.\-\u00B7]{0,199}$/u;
/** A prefix or local name written as markup: ASCII only. */
const ASCII_NC_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,199}$/;

export const isNcName = (value: unknown): value is string => typeof value === 'string' && NC_NAME.test(value);

/** A prefix that may be declared on `<html>` (xhtmlDocument refuses dots and the reserved `xml…`). */
export const isDeclarablePrefix = (value: string): boolean =>
  ASCII_NC_NAME.test(value) && value.length <= 100 && !value.includes('.') && !value.toLowerCase().startsWith('xml');

export interface QName {
  prefix: string;
  local: string;
}

/** `prefix:local` with an NCName on each side; null otherwise (an unprefixed name resolves to nothing in XBRL). */
export function qNameOf(value: unknown): QName | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  const colon = value.indexOf(':');
  if (colon <= 0) return null;
  const prefix = value.slice(0, colon);
  const local = value.slice(colon + 1);
  return NC_NAME.test(prefix) && NC_NAME.test(local) ? { prefix, local } : null;
}

/** A QName that can be written as an element name (typed dimension members): ASCII on both sides. */
export const isAsciiQName = (name: QName): boolean => ASCII_NC_NAME.test(name.prefix) && ASCII_NC_NAME.test(name.local);

/** Element content: escaped, ASCII (the document model's escaping, as every output uses). */
export const xmlText = (value: string): string => escapeText(value, true);

/** An attribute value for double quotes: escaped, ASCII, whitespace kept as references. */
export const xmlAttribute = (value: string): string => escapeAttribute(value, true);

/** ` name="value"` for each attribute with a value; names are the writer's own. */
export function attributes(pairs: Record<string, string | null | undefined>): string {
  let out = '';
  for (const name in pairs) {
    const value = pairs[name];
    if (value !== null && value !== undefined) out += ` ${name}="${xmlAttribute(value)}"`;
  }
  return out;
}
