/** A piece of an HTML text, with where it starts (1-based line and column). */
export type HtmlToken =
  | { kind: 'open'; name: string; attributes: { name: string; value: string | null }[]; selfClosing: boolean; line: number; column: number }
  | { kind: 'close'; name: string; line: number; column: number }
  | { kind: 'text'; text: string; line: number; column: number }
  | { kind: 'other'; text: string; line: number; column: number }
  | { kind: 'malformed'; text: string; line: number; column: number };

const NAME = /[A-Za-z][A-Za-z0-9:._-]*/y;

/**
 * Reads HTML as a stream of tags and text in one pass, with line and column, without building a
 * tree and without failing: uploaded HTML is often not well formed, and a checker must report
 * that, not stop at it. Time is linear in the input: every step moves forward.
 */
export function* scanHtml(html: string): Generator<HtmlToken> {
  let at = 0;
  let line = 1;
  let lineStart = 0;
  // Counts the lines of what was just read only: every character is looked at once overall.
  const advance = (to: number) => {
    for (let i = at; i < to; i++) {
      if (html.charCodeAt(i) === 10) {
        line++;
        lineStart = i + 1;
      }
    }
    at = to;
  };
  while (at < html.length) {
    const column = at - lineStart + 1;
    const startLine = line;
    const lt = html.indexOf('<', at);
    if (lt !== at) {
      const end = lt === -1 ? html.length : lt;
      const text = html.slice(at, end);
      advance(end);
      yield { kind: 'text', text, line: startLine, column };
      continue;
    }
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      if (end === -1) {
        advance(html.length);
        yield { kind: 'malformed', text: 'an unterminated comment', line: startLine, column };
        continue;
      }
      const text = html.slice(at, end + 3);
      advance(end + 3);
      yield { kind: 'other', text, line: startLine, column };
      continue;
    }
    if (html[at + 1] === '!' || html[at + 1] === '?') {
      const end = html.indexOf('>', at);
      const stop = end === -1 ? html.length : end + 1;
      const text = html.slice(at, stop);
      advance(stop);
      yield end === -1
        ? { kind: 'malformed', text: 'an unterminated declaration', line: startLine, column }
        : { kind: 'other', text, line: startLine, column };
      continue;
    }
    const closing = html[at + 1] === '/';
    NAME.lastIndex = at + (closing ? 2 : 1);
    const name = NAME.exec(html)?.[0];
    if (!name) {
      advance(at + 1);
      yield { kind: 'text', text: '<', line: startLine, column };
      continue;
    }
    let i = NAME.lastIndex;
    const attributes: { name: string; value: string | null }[] = [];
    let selfClosing = false;
    let ended = false;
    while (i < html.length) {
      const c = html[i]!;
      if (c === '>') {
        ended = true;
        i++;
        break;
      }
      if (c === '/' && html[i + 1] === '>') {
        selfClosing = true;
        ended = true;
        i += 2;
        break;
      }
      if (/\s|\//.test(c)) {
        i++;
        continue;
      }
      let nameEnd = i;
      while (nameEnd < html.length && !/[\s=>/]/.test(html[nameEnd]!)) nameEnd++;
      const attribute = html.slice(i, nameEnd);
      i = nameEnd;
      while (i < html.length && /\s/.test(html[i]!)) i++;
      let value: string | null = null;
      if (html[i] === '=') {
        i++;
        while (i < html.length && /\s/.test(html[i]!)) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, i + 1);
          if (close === -1) {
            i = html.length;
            break;
          }
          value = html.slice(i + 1, close);
          i = close + 1;
        } else {
          let end = i;
          while (end < html.length && !/[\s>]/.test(html[end]!)) end++;
          value = html.slice(i, end);
          i = end;
        }
      }
      if (attribute) attributes.push({ name: attribute, value });
    }
    advance(Math.min(i, html.length));
    if (!ended) {
      yield { kind: 'malformed', text: `an unterminated <${name}> tag`, line: startLine, column };
      continue;
    }
    yield closing
      ? { kind: 'close', name: name.toLowerCase(), line: startLine, column }
      : { kind: 'open', name: name.toLowerCase(), attributes, selfClosing, line: startLine, column };
  }
}
