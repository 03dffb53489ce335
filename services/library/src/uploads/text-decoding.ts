/**
 * The text of an uploaded HTML or XML file. The encoding comes from a byte order mark, else from
 * what the file declares (`<meta charset>`, `http-equiv` content type, the XML declaration), else
 * UTF-8; Word's "Save as Web Page" writes windows-1252 and says so in a meta element.
 * Null when the declared encoding is unknown.
 */
export function decodeText(bytes: Buffer): string | null {
  const bom = encodingOfBom(bytes);
  if (bom) return new TextDecoder(bom.label).decode(bytes.subarray(bom.length));
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 2048));
  const declared =
    /<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? /<meta[^>]*\bcharset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  const decoder = decoderOf(declared ?? 'utf-8');
  if (!decoder) return null;
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(bytes) : decoder.decode(bytes);
}

function decoderOf(label: string) {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** What windows-1252 has at 0x80–0x9F, where ISO-8859-1 has control characters (undefined bytes stay as they are, as WHATWG says). */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * windows-1252 (what `latin1`, `iso-8859-1` and `us-ascii` mean on the web), decoded here: Node's
 * TextDecoder gives the C1 control characters of ISO-8859-1 for 0x80–0x9F, so Word's curly quotes,
 * dashes and euro signs would be lost.
 */
function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

function encodingOfBom(bytes: Buffer): { label: string; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', length: 2 };
  return null;
}

/** Elements an HTML document or fragment starts with; anything else in first place is not HTML. */
const HTML_OPENERS: ReadonlySet<string> = new Set(
  'html head body meta title link style base div p span table h1 h2 h3 h4 h5 h6 ul ol center font b i u strong em br img a section article header main pre blockquote hr'.split(
    ' ',
  ),
);

/**
 * Whether the text is HTML (or XHTML, Inline XBRL included): after any XML declaration, comments
 * and doctype, the first element is one an HTML page starts with. Binary content never is.
 */
export function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 8192);
  if (head.includes('\u0000')) return false;
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<!doctype\s+html[\s>]/i.test(head)) return true;
  const first = /^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!doctype[^>]*>)\s*)*<([a-zA-Z][\w:-]*)/.exec(head);
  return first !== null && HTML_OPENERS.has(first[1]!.toLowerCase());
}
