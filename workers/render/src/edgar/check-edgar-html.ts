import { EDGAR_FILE_NAME_MAX_LENGTH, EDGAR_FILE_NAME_PATTERN } from '@ea/contracts';
import { EDGAR_ELEMENTS } from './efm-dtd.ts';
import { scanHtml } from './html-scanner.ts';

export type EdgarRule =
  | 'element-not-allowed'
  | 'attribute-not-allowed'
  | 'script'
  | 'event-attribute'
  | 'external-reference'
  | 'non-ascii'
  | 'image-type'
  | 'file-name'
  | 'malformed';

/** One thing EDGAR would refuse, and where: the line and column of the tag or character. */
export interface EdgarViolation {
  rule: EdgarRule;
  message: string;
  line: number;
  column: number;
  tag: string | null;
}

/** EFM 5.1.1: what is wrong with a document's file name, if anything. */
export function edgarFileNameProblem(name: string): string | null {
  if (name.length > EDGAR_FILE_NAME_MAX_LENGTH) return `the file name "${name}" is longer than ${EDGAR_FILE_NAME_MAX_LENGTH} characters`;
  if (!EDGAR_FILE_NAME_PATTERN.test(name))
    return `the file name "${name}" has characters EDGAR does not accept, does not start with a lower-case letter or digit, or has more than one period`;
  return null;
}

/** EFM 5.2.2: links may point inside the submission or to EDGAR's own archive; nothing else is fetched or followed. */
function isExternal(url: string): boolean {
  const value = url.trim().toLowerCase();
  if (value.startsWith('#') || value === '') return false;
  if (value.startsWith('https://www.sec.gov/archives/') || value.startsWith('http://www.sec.gov/archives/')) return false;
  return /^[a-z][a-z0-9+.-]*:/.test(value) || value.startsWith('//') || value.startsWith('\\\\');
}

const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'background', 'lowsrc', 'longdesc', 'usemap', 'action', 'cite']);

/**
 * Every violation of EDGAR's HTML rules in a document: elements and attributes outside the EFM's
 * DTD, scripts and event attributes, references outside the submission, characters outside ASCII
 * (one per line that has any), images that are not JPEG or GIF, a file name EDGAR refuses, and
 * markup too broken to read. One streaming pass; never throws.
 */
export function checkEdgarHtml(input: string | Uint8Array, fileName: string): EdgarViolation[] {
  const html = typeof input === 'string' ? input : Buffer.from(input).toString('latin1');
  const violations: EdgarViolation[] = [];
  const nameProblem = edgarFileNameProblem(fileName);
  if (nameProblem) violations.push({ rule: 'file-name', message: nameProblem, line: 1, column: 1, tag: null });
  for (const token of scanHtml(html)) {
    const at = { line: token.line, column: token.column };
    if (token.kind === 'malformed') {
      violations.push({ rule: 'malformed', message: `The document has ${token.text}`, ...at, tag: null });
      continue;
    }
    if (token.kind !== 'open') continue;
    const tag = token.name;
    const allowed = EDGAR_ELEMENTS[tag];
    if (tag === 'script' || tag === 'style') {
      violations.push({ rule: 'script', message: `<${tag}> is not allowed in an EDGAR document`, ...at, tag });
      continue;
    }
    if (!allowed) {
      violations.push({ rule: 'element-not-allowed', message: `<${tag}> is not an element EDGAR accepts`, ...at, tag });
      continue;
    }
    for (const { name, value } of token.attributes) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) {
        violations.push({ rule: 'event-attribute', message: `the event attribute ${attribute} is not allowed`, ...at, tag });
        continue;
      }
      if (!allowed.includes(attribute)) {
        violations.push({ rule: 'attribute-not-allowed', message: `<${tag}> may not have the attribute ${attribute}`, ...at, tag });
        continue;
      }
      if (value === null) continue;
      if (URL_ATTRIBUTES.has(attribute) && SCRIPT_URL.test(value)) {
        violations.push({ rule: 'script', message: `${attribute} holds a script or inline data`, ...at, tag });
      } else if (URL_ATTRIBUTES.has(attribute) && (isExternal(value) || (attribute === 'src' && value.includes('/')))) {
        violations.push({
          rule: 'external-reference',
          message: `${attribute} points outside the submission: ${value.slice(0, 80)}`,
          ...at,
          tag,
        });
      } else if (attribute === 'style' && /url\s*\(|expression\s*\(|@import/i.test(value)) {
        violations.push({
          rule: 'external-reference',
          message: 'a style may not load anything (url(), expression(), @import)',
          ...at,
          tag,
        });
      }
      if (tag === 'img' && attribute === 'src' && !/\.(jpe?g|gif)$/i.test(value.trim())) {
        violations.push({ rule: 'image-type', message: `the image ${value.slice(0, 80)} is not a .jpg or .gif file`, ...at, tag });
      }
    }
    if (tag === 'img' && !token.attributes.some((a) => a.name.toLowerCase() === 'src')) {
      violations.push({ rule: 'image-type', message: 'an image without a source', ...at, tag });
    }
  }
  nonAscii(html, violations);
  return violations.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** EFM 5.2.2: ASCII only (characters beyond it as character references); one violation for each line that has any. */
function nonAscii(html: string, violations: EdgarViolation[]): void {
  let line = 1;
  let lineStart = 0;
  let reported = 0;
  for (let i = 0; i < html.length; i++) {
    const code = html.charCodeAt(i);
    if (code === 10) {
      line++;
      lineStart = i + 1;
      continue;
    }
    if ((code > 126 || (code < 32 && code !== 9 && code !== 13)) && reported < line) {
      reported = line;
      const what = code === 0 ? 'a NUL character' : `the character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
      violations.push({
        rule: 'non-ascii',
        message: `${what} is not ASCII: write it as a character reference`,
        line,
        column: i - lineStart + 1,
        tag: null,
      });
    }
  }
}
