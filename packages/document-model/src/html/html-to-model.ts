import { parse } from 'parse5';
import type { ModelNode, TextAlign } from '../model/model-json.ts';
import { EMPTY_FACT_TEXT, FOOTNOTE_REFERENCE_REFUSED_MARKS, MARK, NODE } from '../model/model-json.ts';
import {
  factAttrsOf,
  factBlockAttrsOf,
  listStyleOf,
  pixelsOf,
  type RawFact,
  safeHref,
  storageKeyOf,
  textAlignOf,
  threadIdOf,
} from '../schema/attribute-rules.ts';
import { orderedListStartOf } from '../schema/list-nodes.ts';
import { rawFactOf } from '../schema/xbrl-fact.ts';
import { FOOTNOTE_REF_CLASS } from '../xhtml/html-attributes.ts';
import { BlockSink, excludedRuns, type TextblockSpec } from './block-sink.ts';
import { type FootnoteSources, findFootnoteSources, isBackLink } from './footnote-sources.ts';
import {
  attributeOf,
  attributeReader,
  elementsUnder,
  type HtmlElement,
  type HtmlParent,
  hasClass,
  isElement,
  isHtmlElement,
  textContentOf,
} from './html-tree.ts';
import { type InlineStyle, isBoldWeight, isHidden, parseInlineStyle } from './inline-style.ts';
import {
  type InlineXbrlIndex,
  IX_CONTINUATION,
  IX_DROPPED,
  IX_FACT,
  IX_FOOTNOTE,
  IX_TEXT,
  indexInlineXbrl,
  rawIxFactOf,
} from './inline-xbrl.ts';
import { type MarkScope, NO_MARKS, TextblockBuilder, type WhiteSpace, withMark, withoutMark } from './model-builder.ts';
import { readTable } from './table-reader.ts';
import { type WordListItem, wordListItemOf } from './word-lists.ts';

export interface HtmlToModelOptions {
  /**
   * The stored key of an image the model cannot hold as it is (a `data:` URI, a file of an
   * uploaded zip): the caller stores the bytes and answers the key, or null to leave the image
   * out. Without it only images already carrying a stored key (`data-key`) are kept.
   */
  imageKey?: (src: string, alt: string) => string | null;
  /** Keep comment anchors (`data-comment`). False for content from elsewhere (paste). Default true. */
  comments?: boolean;
  /** Prefix of the ids given to facts that have none. Default `fact-`. */
  factIdPrefix?: string;
  /**
   * Give every fact a new id (the same new id to all fragments of one fact): for content pasted
   * into a document that may already hold the facts it was copied from.
   */
  renewFactIds?: boolean;
}

/** Elements dropped with everything inside: code, embedded content, forms, metadata. */
const DROPPED: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'map',
  'area',
  'input',
  'select',
  'textarea',
  'button',
  'option',
  'optgroup',
  'datalist',
  'output',
  'progress',
  'meter',
  'dialog',
  'xml',
  'colgroup',
  'col',
]);

/** Elements that hold blocks: read as their content, closing any open paragraph around them. */
const CONTAINERS: ReadonlySet<string> = new Set([
  'html',
  'body',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'nav',
  'aside',
  'blockquote',
  'center',
  'address',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dd',
  'fieldset',
  'form',
  'legend',
  'hgroup',
  'li',
  'caption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'ul',
  'ol',
  'menu',
  'dir',
  'hr',
]);

const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const TEXTBLOCKS: ReadonlySet<string> = new Set(['p', 'pre', 'dt', 'listing', 'plaintext', 'xmp', ...Object.keys(HEADINGS)]);
const BLOCK_TAGS: ReadonlySet<string> = new Set([...CONTAINERS, ...TEXTBLOCKS]);

const TAG_MARKS: Record<string, string> = {
  b: MARK.bold,
  strong: MARK.bold,
  i: MARK.italic,
  em: MARK.italic,
  u: MARK.underline,
  ins: MARK.underline,
  s: MARK.strike,
  strike: MARK.strike,
  del: MARK.strike,
  sup: MARK.superscript,
  sub: MARK.subscript,
};

/** Past this nesting depth an element's text is kept without its structure (hostile input stays safe). */
const MAX_DEPTH = 200;
const FOOTNOTE_REFUSED_MARKS: ReadonlySet<string> = new Set([MARK.superscript, MARK.subscript]);
const WHITESPACE_ONLY = /^[\t\n\f\r ]*$/;

interface Context {
  scope: MarkScope;
  align: TextAlign | null;
  whiteSpace: WhiteSpace;
  /** The paragraph or heading element being read, if any. */
  textblock: TextblockSpec | null;
}

/**
 * HTML (a whole document or a fragment, from Word via mammoth, a paste, an upload or this
 * package's own XHTML) → the model's JSON. Only what the schema can hold is kept, through the
 * attribute rules: scripts, styles, event handlers, forms and embedded content never enter;
 * links only to http(s)/mailto; images only by stored key; unknown elements give their text.
 * Runs on parse5 (no DOM): the same function serves the server and the editor's paste.
 */
export function htmlToModel(html: string, options: HtmlToModelOptions = {}): ModelNode {
  const document = parse(html);
  const reader = new HtmlReader(document, html, options);
  return reader.read(document);
}

class HtmlReader {
  private readonly footnotes: FootnoteSources;
  private readonly ix: InlineXbrlIndex;
  private readonly wordListItems = new Map<ModelNode, WordListItem>();
  private readonly factIds = new Map<HtmlElement | string, string>();
  private nextFactId = 0;
  private depth = 0;

  constructor(
    root: HtmlParent,
    html: string,
    private readonly options: HtmlToModelOptions,
  ) {
    this.footnotes = /href\s*=\s*["']?#/i.test(html)
      ? findFootnoteSources(root)
      : { notes: new Map(), consumed: new Set(), referenceIds: new Set() };
    this.ix = /<ix:|data-ix-id/i.test(html) ? indexInlineXbrl(root) : { heads: new Map(), usedIds: new Set() };
  }

  read(root: HtmlParent): ModelNode {
    const sink = new BlockSink(this.wordListItems);
    const context: Context = { scope: NO_MARKS, align: null, whiteSpace: 'normal', textblock: null };
    this.children(root, context, sink);
    const blocks = sink.finish();
    return { type: NODE.doc, content: blocks.length ? blocks : [emptyParagraph(null)] };
  }

  private children(parent: HtmlParent, context: Context, sink: BlockSink): void {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') this.text((child as { value: string }).value, context, sink);
      else if (isHtmlElement(child)) this.element(child, context, sink);
    }
  }

  private text(value: string, context: Context, sink: BlockSink): void {
    // Whitespace between blocks is layout, not content.
    if (!context.textblock && !sink.hasOpenTextblock && !sink.footnote && WHITESPACE_ONLY.test(value)) return;
    this.textblock(context, sink).text(value, context.scope, context.whiteSpace);
  }

  private textblock(context: Context, sink: BlockSink): TextblockBuilder {
    return sink.textblock(context.textblock ?? { type: NODE.paragraph, attrs: { textAlign: context.align } }, context.scope);
  }

  private element(element: HtmlElement, outer: Context, sink: BlockSink): void {
    const tag = element.tagName;
    if (DROPPED.has(tag) || IX_DROPPED.has(tag) || this.footnotes.consumed.has(element)) return;
    if (tag === 'ix:exclude') {
      this.excluded(element, outer, sink);
      return;
    }
    const style = parseInlineStyle(attributeOf(element, 'style'));
    if (isHidden(style) || style.msoList === 'ignore' || style.msoNoteList) return;
    if (this.depth >= MAX_DEPTH) {
      this.text(textContentOf(element), outer, sink);
      return;
    }
    const context = this.contextOf(element, tag, style, outer);
    if (style.pageBreakBefore) sink.pageBreak();
    this.depth++;
    this.content(element, tag, style, context, sink);
    this.depth--;
    if (style.pageBreakAfter || hasClass(element, 'page-break')) sink.pageBreak();
  }

  /**
   * `ix:exclude` content is shown but not part of the fact: kept, outside the fact's marks. Blocks
   * excluded between the blocks of a text-block fact (a page's footer and the next page's header
   * inside a note) go between two fragments of the fact. Excluded from a table cell, a list item
   * or the middle of a paragraph, the content cannot leave the fact's block and stays in it.
   */
  private excluded(element: HtmlElement, context: Context, sink: BlockSink): void {
    let scope = context.scope;
    while (scope.marks.some((m) => m.type === MARK.xbrlFact)) scope = withoutMark(scope, MARK.xbrlFact);
    if (!sink.factBlock || context.textblock || sink.hasOpenTextblock || !containsBlocks(element)) {
      this.children(element, { ...context, scope }, sink);
      return;
    }
    const outside = new BlockSink(this.wordListItems);
    this.children(element, { ...context, scope, textblock: null }, outside);
    sink.excluded(outside.finish());
  }

  private contextOf(element: HtmlElement, tag: string, style: InlineStyle, outer: Context): Context {
    let scope = outer.scope;
    const tagMark = TAG_MARKS[tag];
    if (tagMark && !(tag === 'sup' && hasClass(element, FOOTNOTE_REF_CLASS))) scope = withMark(scope, { type: tagMark });
    if (style.fontWeight) {
      const bold = isBoldWeight(style.fontWeight);
      if (bold === true) scope = withMark(scope, { type: MARK.bold });
      else if (bold === false) scope = withoutMark(scope, MARK.bold);
    }
    if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') scope = withMark(scope, { type: MARK.italic });
    else if (style.fontStyle === 'normal') scope = withoutMark(scope, MARK.italic);
    if (style.textDecoration) {
      if (style.textDecoration.includes('underline')) scope = withMark(scope, { type: MARK.underline });
      if (style.textDecoration.includes('line-through')) scope = withMark(scope, { type: MARK.strike });
      if (style.textDecoration === 'none') scope = withoutMark(withoutMark(scope, MARK.underline), MARK.strike);
    }
    if (style.verticalAlign === 'super') scope = withMark(scope, { type: MARK.superscript });
    else if (style.verticalAlign === 'sub') scope = withMark(scope, { type: MARK.subscript });
    else if (style.verticalAlign === 'baseline') scope = withoutMark(withoutMark(scope, MARK.superscript), MARK.subscript);
    if (tag === 'span' && this.options.comments !== false) {
      const threadId = threadIdOf(attributeOf(element, 'data-comment'));
      if (threadId) scope = withMark(scope, { type: MARK.comment, attrs: { threadId } });
    }

    const align = tag === 'center' ? 'center' : (textAlignOf(style.textAlign ?? attributeOf(element, 'align')) ?? outer.align);
    let whiteSpace = outer.whiteSpace;
    if (tag === 'pre' || tag === 'listing' || tag === 'plaintext' || tag === 'xmp') whiteSpace = 'pre';
    else if (style.whiteSpace === 'pre' || style.whiteSpace === 'pre-wrap' || style.whiteSpace === 'break-spaces') whiteSpace = 'pre';
    else if (style.whiteSpace === 'pre-line') whiteSpace = 'pre-line';
    else if (style.whiteSpace === 'normal' || style.whiteSpace === 'nowrap') whiteSpace = 'normal';

    if (scope === outer.scope && align === outer.align && whiteSpace === outer.whiteSpace) return outer;
    return { scope, align, whiteSpace, textblock: outer.textblock };
  }

  private content(element: HtmlElement, tag: string, style: InlineStyle, context: Context, sink: BlockSink): void {
    if (TEXTBLOCKS.has(tag)) {
      this.readTextblock(element, tag, style, context, sink);
      return;
    }
    switch (tag) {
      case 'br':
        // A `<br>` carrying a page break (Word's HTML, mammoth's `br.page-break`) is only the break.
        if (!style.pageBreakBefore && !style.pageBreakAfter && !hasClass(element, 'page-break'))
          this.textblock(context, sink).hardBreak(context.scope);
        return;
      case 'img':
        this.image(element, context, sink);
        return;
      case 'a':
        this.anchor(element, context, sink);
        return;
      case 'table':
        if (!sink.footnote) {
          // A caption is read as the paragraph before its table.
          for (const child of element.childNodes) {
            if (isHtmlElement(child) && child.tagName === 'caption') this.readTextblock(child, 'p', parseInlineStyle(null), context, sink);
          }
          const table = readTable(element, (cell) => this.cell(cell, context));
          if (table) sink.block(table);
          return;
        }
        break;
      case 'ul':
      case 'ol':
      case 'menu':
      case 'dir':
        if (!sink.footnote) {
          this.list(element, tag, context, sink);
          return;
        }
        break;
      case 'span':
        // The editor's own form of a footnote (what it copies): the note's text at the reference.
        if (attributeOf(element, 'data-footnote') === null) this.fact(element, tag, context, sink);
        else if (sink.footnote) this.children(element, context, sink);
        else this.footnote(element, context, sink);
        return;
      case IX_FACT:
      case IX_TEXT:
      case IX_FOOTNOTE:
      case IX_CONTINUATION:
        this.fact(element, tag, context, sink);
        return;
      case 'div':
        if (attributeOf(element, 'data-ix') !== null && !sink.footnote) {
          this.factBlock(element, rawFactOf(attributeReader(element)), null, context, sink);
          return;
        }
        break;
    }
    if (BLOCK_TAGS.has(tag)) {
      sink.closeTextblock();
      this.children(element, { ...context, textblock: null }, sink);
      sink.closeTextblock();
      return;
    }
    this.children(element, context, sink);
  }

  private readTextblock(element: HtmlElement, tag: string, style: InlineStyle, context: Context, sink: BlockSink): void {
    const level = HEADINGS[tag];
    const spec: TextblockSpec = level
      ? { type: NODE.heading, attrs: { level, textAlign: context.align } }
      : { type: NODE.paragraph, attrs: { textAlign: context.align } };
    sink.closeTextblock();
    const before = sink.blocks.length;
    this.children(element, { ...context, textblock: spec }, sink);
    sink.closeTextblock();
    if (sink.footnote) return;
    if (sink.blocks.length === before) sink.blocks.push(new TextblockBuilder(spec.type, spec.attrs).finish());
    const wordItem = style.msoList && !level ? wordListItemOf(style.msoList, this.wordListMarker(element)) : null;
    const first = sink.blocks[before];
    if (wordItem && first?.type === NODE.paragraph) this.wordListItems.set(first, wordItem);
  }

  private wordListMarker(paragraph: HtmlElement): string {
    for (const element of elementsUnder(paragraph)) {
      if (parseInlineStyle(attributeOf(element, 'style')).msoList === 'ignore') return textContentOf(element);
    }
    return '';
  }

  private cell(cell: HtmlElement, context: Context): ModelNode[] {
    const style = parseInlineStyle(attributeOf(cell, 'style'));
    const cellContext = this.contextOf(cell, cell.tagName, style, { ...context, textblock: null });
    const sink = new BlockSink(this.wordListItems);
    this.children(cell, cellContext, sink);
    return sink.finish();
  }

  private list(element: HtmlElement, tag: string, context: Context, sink: BlockSink): void {
    const inner: Context = { ...context, textblock: null };
    const items: ModelNode[][] = [];
    let loose: BlockSink | null = null;
    const flushLoose = () => {
      if (!loose) return;
      const blocks = loose.finish();
      if (blocks.length) {
        const last = items[items.length - 1];
        if (last) last.push(...blocks);
        else items.push(blocks);
      }
      loose = null;
    };
    for (const child of element.childNodes) {
      if (isElement(child) && child.tagName === 'li' && isHtmlElement(child)) {
        flushLoose();
        if (this.footnotes.consumed.has(child) || isHidden(parseInlineStyle(attributeOf(child, 'style')))) continue;
        const itemSink = new BlockSink(this.wordListItems);
        this.element(child, inner, itemSink);
        items.push(itemSink.finish());
      } else {
        loose ??= new BlockSink(this.wordListItems);
        if (child.nodeName === '#text') this.text((child as { value: string }).value, inner, loose);
        else if (isHtmlElement(child)) this.element(child, inner, loose);
      }
    }
    flushLoose();
    if (items.length === 0) return;
    const content = items.map((blocks) => ({
      type: NODE.listItem,
      content: blocks[0]?.type === NODE.paragraph ? blocks : [emptyParagraph(null), ...blocks],
    }));
    if (tag === 'ol') {
      const listStyle = listStyleOf(parseInlineStyle(attributeOf(element, 'style')).listStyleType, attributeOf(element, 'type'));
      sink.block({ type: NODE.orderedList, attrs: { start: orderedListStartOf(attributeReader(element)), listStyle }, content });
    } else {
      sink.block({ type: NODE.bulletList, content });
    }
  }

  private image(element: HtmlElement, context: Context, sink: BlockSink): void {
    if (sink.footnote) return;
    const alt = attributeOf(element, 'alt') ?? '';
    const src = attributeOf(element, 'src') ?? '';
    const key =
      storageKeyOf(attributeOf(element, 'data-key')) ??
      (src && this.options.imageKey ? storageKeyOf(this.options.imageKey(src, alt)) : null);
    if (!key) return;
    const attrs = { key, alt, width: pixelsOf(attributeOf(element, 'width')), height: pixelsOf(attributeOf(element, 'height')) };
    this.textblock(context, sink).inline({ type: NODE.image, attrs }, context.scope);
  }

  private anchor(element: HtmlElement, context: Context, sink: BlockSink): void {
    if (isBackLink(element, this.footnotes)) return;
    const note = this.footnotes.notes.get(element);
    if (note) {
      if (!sink.footnote) this.footnote(note, context, sink);
      return;
    }
    const href = safeHref(attributeOf(element, 'href'));
    this.children(element, href ? { ...context, scope: withMark(context.scope, { type: MARK.link, attrs: { href } }) } : context, sink);
  }

  private footnote(note: HtmlElement, context: Context, sink: BlockSink): void {
    const builder = new TextblockBuilder(NODE.footnote, undefined, FOOTNOTE_REFUSED_MARKS);
    const noteSink = new BlockSink(this.wordListItems, builder);
    const style = parseInlineStyle(attributeOf(note, 'style'));
    const whiteSpace: WhiteSpace = style.whiteSpace === 'pre-wrap' || style.whiteSpace === 'pre' ? 'pre' : 'normal';
    this.children(note, { scope: NO_MARKS, align: null, whiteSpace, textblock: null }, noteSink);
    // A reference is a superscript link already: a `<sup>` or link around it is not a mark of it.
    let scope = context.scope;
    for (const type of FOOTNOTE_REFERENCE_REFUSED_MARKS) scope = withoutMark(scope, type);
    this.textblock(context, sink).inline(builder.finish(), scope);
  }

  /** `span[data-ix]`, `ix:nonFraction`, `ix:nonNumeric`, `ix:continuation`; any other span is unwrapped. */
  private fact(element: HtmlElement, tag: string, context: Context, sink: BlockSink): void {
    let raw: RawFact | null = null;
    let head = element;
    if (tag === 'span') {
      if (attributeOf(element, 'data-ix') !== null) raw = rawFactOf(attributeReader(element));
    } else if (tag === IX_CONTINUATION) {
      const found = this.ix.heads.get(attributeOf(element, 'id') ?? '');
      if (found) {
        head = found;
        raw = rawIxFactOf(found);
      }
    } else {
      raw = rawIxFactOf(element);
    }
    if (!raw) {
      this.children(element, context, sink);
      return;
    }
    if (tag !== 'span' && raw.kind === 'nonNumeric' && !sink.footnote && containsBlocks(element)) {
      this.factBlock(element, { ...raw, escape: raw.escape ?? 'false' }, head, context, sink);
      return;
    }
    const attrs = factAttrsOf(raw);
    if (!attrs) {
      this.children(element, context, sink);
      return;
    }
    const id = this.factId(attrs.id, head);
    const inFact = { ...context, scope: withMark(context.scope, { type: MARK.xbrlFact, attrs: { ...attrs, id } }) };
    // A nil or empty fact has no text for its mark: it holds the model's text of a fact that shows nothing.
    if (tag !== 'span' && tag !== IX_CONTINUATION && showsNothing(element)) this.text(EMPTY_FACT_TEXT, inFact, sink);
    else this.children(element, inFact, sink);
  }

  private factBlock(element: HtmlElement, raw: RawFact, head: HtmlElement | null, context: Context, sink: BlockSink): void {
    const attrs = factBlockAttrsOf(raw);
    if (!attrs) {
      sink.closeTextblock();
      this.children(element, { ...context, textblock: null }, sink);
      sink.closeTextblock();
      return;
    }
    const inner = new BlockSink(this.wordListItems, null, true);
    this.children(element, { ...context, textblock: null }, inner);
    const id = this.factId(attrs.id, head ?? element);
    // Each run of the fact's blocks is a fragment of it; excluded runs between them stay outside
    // this fact, and outside an enclosing one too (an exclusion is from every fact around it).
    for (const run of excludedRuns(inner.finish())) {
      if (!run.excluded) sink.block({ type: NODE.xbrlBlock, attrs: { ...attrs, id }, content: run.blocks });
      else if (sink.factBlock) sink.excluded(run.blocks);
      else for (const block of run.blocks) sink.block(block);
    }
  }

  /** The fact's own id, else one generated once per source fact and never used in the input. */
  private factId(id: string | null, element: HtmlElement): string {
    if (id && !this.options.renewFactIds) return id;
    const source = id ?? element;
    const known = this.factIds.get(source);
    if (known) return known;
    const prefix = this.options.factIdPrefix ?? 'fact-';
    let generated: string;
    do generated = `${prefix}${++this.nextFactId}`;
    while (this.ix.usedIds.has(generated));
    this.factIds.set(source, generated);
    return generated;
  }
}

function showsNothing(element: HtmlElement): boolean {
  if (!WHITESPACE_ONLY.test(textContentOf(element))) return false;
  for (const descendant of elementsUnder(element)) if (descendant.tagName === 'img') return false;
  return true;
}

function containsBlocks(element: HtmlElement): boolean {
  for (const descendant of elementsUnder(element)) if (BLOCK_TAGS.has(descendant.tagName) && descendant.tagName !== 'hr') return true;
  return false;
}

function emptyParagraph(textAlign: TextAlign | null): ModelNode {
  return { type: NODE.paragraph, attrs: { textAlign } };
}
