import { markKey } from '../model/mark-order.ts';
import type { FactAttrs, FactBlockAttrs, ModelMark, ModelNode } from '../model/model-json.ts';
import { footnoteReference, MARK, NODE } from '../model/model-json.ts';
import { safeHref, storageKeyOf } from '../schema/attribute-rules.ts';
import {
  cellAttributes,
  commentAttributes,
  FOOTNOTE_REF_CLASS,
  FOOTNOTES_CLASS,
  factAttributes,
  factBlockAttributes,
  formatElement,
  imageAttributes,
  needsPreservedSpaces,
  orderedListAttributes,
  PAGE_BREAK_ATTRIBUTES,
  tableAttributes,
  textblockAttributes,
} from './html-attributes.ts';
import { planMarkNesting } from './mark-nesting.ts';
import { tableGrid } from './table-grid.ts';
import { attributesString, escapeText } from './xml-escape.ts';

/** One element of a fact: a fact whose content is interrupted has several (continuations). */
export interface FactFragment {
  attrs: FactAttrs | FactBlockAttrs;
  /** A text-block fact around blocks (`xbrlBlock`), else a fact in running text. */
  block: boolean;
  /** 0 for the fact's first element in document order. */
  index: number;
  /** How many elements the fact has in this topic. */
  count: number;
}

export interface XhtmlOptions {
  /**
   * Keep the model-only `data-*` attributes (fact attributes, comment anchors, image keys,
   * column widths per cell, header-row count) so the XHTML reads back to the same model.
   * False gives the publishing form: XHTML 1.1 elements and attributes only. Default true.
   */
  modelAttributes?: boolean;
  /** Comment anchors as `<span data-comment>`. Default: as `modelAttributes`. */
  comments?: boolean;
  /** The `src` of a stored image (a file name in the output package, a URL). Default: the key. */
  imageSrc?: (key: string) => string;
  /** Number of this topic's first footnote, so numbering runs on across topics. Default 1. */
  footnoteStart?: number;
  /** Non-ASCII characters as character references (EDGAR). Default false. */
  asciiOnly?: boolean;
  /**
   * Writes each fact's element, e.g. `ix:nonFraction` / `ix:nonNumeric` / `ix:continuation` for
   * Inline XBRL. Answer null for the default: a `data-ix` span/div with `modelAttributes`,
   * else the content alone.
   */
  renderFact?: (fragment: FactFragment) => { open: string; close: string } | null;
}

interface FactSlot {
  fragment: FactFragment;
  open: string;
  close: string;
}
type Part = string | { slot: FactSlot; side: 'open' | 'close' };

/**
 * The topic as an XHTML fragment (a sequence of block elements, then its footnotes): well-formed
 * XML in the XHTML namespace once inside `xhtmlDocument`, every text and attribute escaped,
 * void elements self-closed. The one path every output takes (PDF, EDGAR HTML, Inline XBRL).
 */
export function modelToXhtml(doc: ModelNode, options: XhtmlOptions = {}): string {
  const writer = new XhtmlWriter(options);
  writer.blocks(doc.content ?? [], writer.parts);
  return writer.finish();
}

class XhtmlWriter {
  readonly parts: Part[] = [];
  private readonly notes: Part[] = [];
  private readonly modelAttributes: boolean;
  private readonly comments: boolean;
  private readonly ascii: boolean;
  private readonly imageSrc: (key: string) => string;
  private readonly footnoteStart: number;
  private footnoteCount = 0;
  private readonly slots: FactSlot[] = [];
  private readonly fragments = new Map<string, number>();

  constructor(private readonly options: XhtmlOptions) {
    this.modelAttributes = options.modelAttributes ?? true;
    this.comments = options.comments ?? this.modelAttributes;
    this.ascii = options.asciiOnly ?? false;
    this.imageSrc = options.imageSrc ?? ((key) => key);
    this.footnoteStart = options.footnoteStart ?? 1;
  }

  private open(tag: string, attributes: Record<string, string>): string {
    return `<${tag}${attributesString(attributes, this.ascii)}>`;
  }

  blocks(nodes: readonly ModelNode[], out: Part[]): void {
    for (const node of nodes) this.block(node, out);
  }

  private block(node: ModelNode, out: Part[]): void {
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case NODE.paragraph:
      case NODE.heading: {
        const tag = node.type === NODE.heading ? `h${clampLevel(attrs.level)}` : 'p';
        out.push(this.open(tag, textblockAttributes(attrs.textAlign, preWrapNeeded(node.content))));
        this.inline(node.content ?? [], out);
        out.push(`</${tag}>`);
        return;
      }
      case NODE.bulletList:
      case NODE.orderedList: {
        const tag = node.type === NODE.orderedList ? 'ol' : 'ul';
        out.push(tag === 'ol' ? this.open('ol', orderedListAttributes(attrs.start, attrs.listStyle)) : '<ul>');
        for (const item of node.content ?? []) {
          out.push('<li>');
          this.blocks(item.content ?? [], out);
          out.push('</li>');
        }
        out.push(`</${tag}>`);
        return;
      }
      case NODE.table:
        this.table(node, out);
        return;
      case NODE.pageBreak:
        out.push(`${this.open('div', PAGE_BREAK_ATTRIBUTES)}</div>`);
        return;
      case NODE.xbrlBlock: {
        const slot = this.factSlot(attrs as unknown as FactBlockAttrs, true);
        out.push({ slot, side: 'open' });
        this.blocks(node.content ?? [], out);
        out.push({ slot, side: 'close' });
        return;
      }
      default:
        // Not a block of the schema: its content, if any, as blocks.
        this.blocks(node.content ?? [], out);
    }
  }

  private table(node: ModelNode, out: Part[]): void {
    const rows = node.content ?? [];
    if (rows.length === 0) return;
    const headerRows = Math.max(0, Math.min(Number(node.attrs?.headerRows ?? 0), rows.length - 1));
    out.push(this.open('table', tableAttributes(headerRows, this.modelAttributes)));
    const { widths } = tableGrid(rows);
    if (widths.some((w) => w !== null)) {
      out.push('<colgroup>');
      for (const w of widths) out.push(w === null ? '<col/>' : `<col style="width:${w}px"/>`);
      out.push('</colgroup>');
    }
    rows.forEach((row, r) => {
      if (r === 0 && headerRows > 0) out.push('<thead>');
      if (r === headerRows) out.push('<tbody>');
      out.push('<tr>');
      for (const cell of row.content ?? []) {
        const tag = cell.type === NODE.tableHeader ? 'th' : 'td';
        out.push(this.open(tag, cellAttributes(cell.attrs ?? {}, this.modelAttributes)));
        this.blocks(cell.content ?? [], out);
        out.push(`</${tag}>`);
      }
      out.push('</tr>');
      if (r === headerRows - 1) out.push('</thead>');
    });
    out.push('</tbody></table>');
  }

  private inline(content: readonly ModelNode[], out: Part[]): void {
    const nodes = content.map((node) => (node.type === NODE.footnote ? footnoteReference(node) : node));
    const plan = planMarkNesting(nodes);
    const open: { key: string; close: Part }[] = [];
    nodes.forEach((node, i) => {
      const marks = plan[i]!;
      let common = 0;
      while (common < open.length && common < marks.length && open[common]!.key === markKey(marks[common]!)) common++;
      while (open.length > common) out.push(open.pop()!.close);
      for (let m = common; m < marks.length; m++) {
        const [start, close] = this.markElement(marks[m]!);
        out.push(start);
        open.push({ key: markKey(marks[m]!), close });
      }
      this.inlineNode(node, out);
    });
    while (open.length) out.push(open.pop()!.close);
  }

  private markElement(mark: ModelMark): [Part, Part] {
    switch (mark.type) {
      case MARK.xbrlFact: {
        const slot = this.factSlot(mark.attrs as unknown as FactAttrs, false);
        return [
          { slot, side: 'open' },
          { slot, side: 'close' },
        ];
      }
      case MARK.link: {
        const href = safeHref(mark.attrs?.href as string);
        return href ? [this.open('a', { href }), '</a>'] : ['', ''];
      }
      case MARK.comment:
        return this.comments ? [this.open('span', commentAttributes(String(mark.attrs?.threadId))), '</span>'] : ['', ''];
      default: {
        const { tag, attributes } = formatElement(mark.type);
        return [this.open(tag, attributes), `</${tag}>`];
      }
    }
  }

  private inlineNode(node: ModelNode, out: Part[]): void {
    switch (node.type) {
      case NODE.text: {
        const text = node.text!;
        out.push(
          text.includes('\n') || text.includes('\r')
            ? text
                .split(/\r\n?|\n/)
                .map((line) => escapeText(line, this.ascii))
                .join('<br/>')
            : escapeText(text, this.ascii),
        );
        return;
      }
      case NODE.hardBreak:
        out.push('<br/>');
        return;
      case NODE.image: {
        const key = storageKeyOf(node.attrs?.key as string);
        if (key) out.push(`<img${attributesString(imageAttributes(node.attrs!, this.imageSrc(key), this.modelAttributes), this.ascii)}/>`);
        return;
      }
      case NODE.footnote: {
        const n = this.footnoteStart + this.footnoteCount++;
        out.push(`<sup class="${FOOTNOTE_REF_CLASS}"><a href="#fn-${n}" id="fnref-${n}">${n}</a></sup>`);
        this.notes.push(this.open('li', { id: `fn-${n}`, ...textblockAttributes(null, preWrapNeeded(node.content)) }));
        this.inline(node.content ?? [], this.notes);
        this.notes.push('</li>');
        return;
      }
    }
  }

  private factSlot(attrs: FactAttrs | FactBlockAttrs, block: boolean): FactSlot {
    const index = this.fragments.get(attrs.id) ?? 0;
    this.fragments.set(attrs.id, index + 1);
    const slot: FactSlot = { fragment: { attrs, block, index, count: 0 }, open: '', close: '' };
    this.slots.push(slot);
    return slot;
  }

  finish(): string {
    for (const slot of this.slots) {
      slot.fragment.count = this.fragments.get(slot.fragment.attrs.id)!;
      const rendered = this.options.renderFact?.(slot.fragment);
      if (rendered) {
        slot.open = rendered.open;
        slot.close = rendered.close;
      } else if (this.modelAttributes) {
        const tag = slot.fragment.block ? 'div' : 'span';
        const attributes = slot.fragment.block
          ? factBlockAttributes(slot.fragment.attrs as FactBlockAttrs)
          : factAttributes(slot.fragment.attrs as FactAttrs);
        slot.open = this.open(tag, attributes);
        slot.close = `</${tag}>`;
      }
    }
    let xhtml = join(this.parts);
    if (this.footnoteCount > 0) {
      xhtml += `<div class="${FOOTNOTES_CLASS}">${this.open('ol', orderedListAttributes(this.footnoteStart, null))}${join(this.notes)}</ol></div>`;
    }
    return xhtml;
  }
}

function join(parts: readonly Part[]): string {
  let out = '';
  for (const part of parts) out += typeof part === 'string' ? part : part.side === 'open' ? part.slot.open : part.slot.close;
  return out;
}

function clampLevel(level: unknown): number {
  return typeof level === 'number' && level >= 1 && level <= 6 ? level : 1;
}

/** Whether any line of the textblock has spaces HTML would collapse. */
function preWrapNeeded(content: readonly ModelNode[] | undefined): boolean {
  if (!content) return false;
  let segment = '';
  for (const node of content) {
    if (node.type === NODE.text) {
      const lines = node.text!.split(/\r\n?|\n/);
      for (let i = 0; i < lines.length; i++) {
        if (i > 0) {
          if (needsPreservedSpaces(segment)) return true;
          segment = '';
        }
        segment += lines[i];
      }
    } else if (node.type === NODE.hardBreak) {
      if (needsPreservedSpaces(segment)) return true;
      segment = '';
    } else segment += '\uFFFC';
  }
  return needsPreservedSpaces(segment);
}
