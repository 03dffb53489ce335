import { sortMarks } from '../model/mark-order.ts';
import { MARK, type ModelMark, type ModelNode, NODE, STACKING_MARKS } from '../model/model-json.ts';

/** The marks in force at a point of the HTML, outermost first, with their stored (schema) order. */
export interface MarkScope {
  /** Outermost first, as nested in the HTML. */
  readonly marks: readonly ModelMark[];
  /** As stored on a node (`sortMarks`). */
  readonly stored: ModelMark[] | undefined;
  readonly key: string;
}

const EXCLUSIVE: Record<string, readonly string[]> = {
  [MARK.superscript]: [MARK.superscript, MARK.subscript],
  [MARK.subscript]: [MARK.superscript, MARK.subscript],
};

export const NO_MARKS: MarkScope = { marks: [], stored: undefined, key: '' };

function scopeOf(marks: ModelMark[]): MarkScope {
  if (marks.length === 0) return NO_MARKS;
  const stored = sortMarks(marks);
  return { marks, stored, key: JSON.stringify(stored) };
}

const sameMark = (a: ModelMark, b: ModelMark) => a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/** The scope with one more mark, following the schema's exclusions (a link inside a link replaces it). */
export function withMark(scope: MarkScope, mark: ModelMark): MarkScope {
  if (scope.marks.some((m) => sameMark(m, mark))) return scope;
  if (STACKING_MARKS.has(mark.type)) return scopeOf([...scope.marks, mark]);
  const excluded = EXCLUSIVE[mark.type] ?? [mark.type];
  return scopeOf([...scope.marks.filter((m) => !excluded.includes(m.type)), mark]);
}

export function withoutMark(scope: MarkScope, type: string): MarkScope {
  return scope.marks.some((m) => m.type === type) ? scopeOf(scope.marks.filter((m) => m.type !== type)) : scope;
}

/** Characters XML 1.0 forbids: C0 controls but tab, line feed and carriage return; U+FFFE/FFFF; lone surrogates. */
const FORBIDDEN = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF';
const NOT_XML = new RegExp(`[${FORBIDDEN}]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]`, 'g');
/** A quick test first: most text has neither forbidden characters nor surrogates. */
const MAYBE_NOT_XML = new RegExp(`[${FORBIDDEN}\\uD800-\\uDFFF]`);
const COLLAPSIBLE = /[\t\n\f\r ]+/g;

/** Text as XML can hold it: characters XML 1.0 forbids (control characters, lone surrogates) removed. */
export function xmlSafeText(text: string): string {
  return MAYBE_NOT_XML.test(text) ? text.replace(NOT_XML, '') : text;
}

export type WhiteSpace = 'normal' | 'pre' | 'pre-line';

/**
 * One paragraph, heading or footnote being read: HTML's whitespace rules applied (runs of
 * spaces, tabs and newlines collapse to one space, none at the start or end of a line) unless
 * the text is preformatted, adjacent text with the same marks merged, as ProseMirror stores it.
 */
export class TextblockBuilder {
  private readonly content: ModelNode[] = [];
  /** The mark key of each text node in `content` (null for other nodes), to merge like text. */
  private readonly keys: (string | null)[] = [];
  /** The last character written is a collapsible space (dropped if the line ends there). */
  private trailingSpace = false;
  /** At the start of a line: a collapsible space here is dropped. */
  private lineStart = true;

  constructor(
    private readonly type: string,
    private readonly attrs: Record<string, unknown> | undefined,
    /** Marks a footnote's text may not carry. */
    private readonly refusedMarks?: ReadonlySet<string>,
  ) {}

  get isEmpty(): boolean {
    return this.content.length === 0;
  }

  text(value: string, scope: MarkScope, whiteSpace: WhiteSpace): void {
    if (whiteSpace === 'pre' || whiteSpace === 'pre-line') {
      const lines = value.split(/\r\n?|\n/);
      lines.forEach((line, i) => {
        if (i > 0) this.hardBreak(scope);
        if (whiteSpace === 'pre') this.push(xmlSafeText(line), scope, false);
        else this.collapsed(line, scope);
      });
    } else {
      this.collapsed(value, scope);
    }
  }

  private collapsed(value: string, scope: MarkScope): void {
    let text = xmlSafeText(value.replace(COLLAPSIBLE, ' '));
    if ((this.lineStart || this.trailingSpace) && text.startsWith(' ')) text = text.slice(1);
    if (text) this.push(text, scope, text.endsWith(' '));
  }

  private push(text: string, scope: MarkScope, endsWithCollapsibleSpace: boolean): void {
    if (!text) return;
    const marks = this.allowed(scope);
    const last = this.content[this.content.length - 1];
    const key = marks === scope ? scope.key : JSON.stringify(marks.stored);
    if (last && this.keys[this.keys.length - 1] === key) last.text += text;
    else {
      this.content.push(marks.stored ? { type: NODE.text, marks: marks.stored, text } : { type: NODE.text, text });
      this.keys.push(key);
    }
    this.trailingSpace = endsWithCollapsibleSpace;
    this.lineStart = false;
  }

  hardBreak(scope: MarkScope): void {
    this.trimTrailingSpace();
    this.inline({ type: NODE.hardBreak }, scope);
    this.lineStart = true;
  }

  /** A line break where a block ended inside a footnote, unless at its start or after another. */
  softBreak(scope: MarkScope): void {
    const last = this.content[this.content.length - 1];
    if (last && last.type !== NODE.hardBreak) this.hardBreak(scope);
  }

  /** An inline node (image, footnote, hard break): a boundary for whitespace but not a line start. */
  inline(node: ModelNode, scope: MarkScope): void {
    const marks = this.allowed(scope);
    this.content.push(marks.stored ? { ...node, marks: marks.stored } : node);
    this.keys.push(null);
    this.trailingSpace = false;
    this.lineStart = false;
  }

  private allowed(scope: MarkScope): MarkScope {
    if (!this.refusedMarks || !scope.marks.some((m) => this.refusedMarks!.has(m.type))) return scope;
    return scopeOf(scope.marks.filter((m) => !this.refusedMarks!.has(m.type)));
  }

  private trimTrailingSpace(): void {
    if (!this.trailingSpace) return;
    this.trailingSpace = false;
    const last = this.content[this.content.length - 1];
    if (last?.type !== NODE.text || !last.text!.endsWith(' ')) return;
    last.text = last.text!.slice(0, -1);
    if (!last.text) {
      this.content.pop();
      this.keys.pop();
    }
  }

  finish(): ModelNode {
    this.trimTrailingSpace();
    const node: ModelNode = { type: this.type };
    if (this.attrs) node.attrs = this.attrs;
    if (this.content.length) node.content = this.content;
    return node;
  }
}
