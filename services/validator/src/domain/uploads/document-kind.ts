import { SaxesParser } from 'saxes';

export type DocumentKind = 'ixbrl' | 'xbrl';

const XBRLI = 'http://www.xbrl.org/2003/instance';
const IX = new Set(['http://www.xbrl.org/2013/inlineXBRL', 'http://www.xbrl.org/2008/inlineXBRL']);
/** The root element is in the first few kilobytes of any filing (after the XML declaration and comments). */
const SNIFF_BYTES = 64 * 1024;

class Stop extends Error {}

/**
 * What an XML document is by its root element: an Inline XBRL document (an `html` root declaring
 * the ix namespace) or an XBRL 2.1 instance (`xbrli:xbrl`, prefixed or not); null for anything else,
 * including bytes that are no XML at all. Only the start is read: what follows is the validation's
 * business, where a fault is a finding with its line, not a refusal.
 */
export function documentKind(bytes: Buffer): DocumentKind | null {
  let kind: DocumentKind | null = null;
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on('error', () => {
    throw new Stop();
  });
  parser.on('opentag', (tag) => {
    const declared = Object.values(tag.ns ?? {});
    if (tag.local === 'html' && declared.some((ns) => IX.has(ns))) kind = 'ixbrl';
    else if (tag.local === 'xbrl' && tag.uri === XBRLI) kind = 'xbrl';
    throw new Stop();
  });
  try {
    parser.write(decodeStart(bytes.subarray(0, SNIFF_BYTES)));
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return kind;
}

/** The start of the document as text: UTF-16 by its byte order mark, else UTF-8 (ASCII and Latin-1 roots read the same). */
function decodeStart(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** UTF-16 text holds NUL bytes by nature; any other text holding one is binary in disguise. */
export function isUtf16(bytes: Buffer): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}
