import type { ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';
import { type MarkScope, TextblockBuilder } from './model-builder.ts';
import { groupWordLists, type WordListItem } from './word-lists.ts';

export interface TextblockSpec {
  type: string;
  attrs: Record<string, unknown>;
}

/**
 * The blocks of one container (the document, a list item, a table cell, a fact block) as they
 * are read. Inline content opens a paragraph lazily; a block closes it. A footnote's sink has
 * one textblock only: its blocks become lines.
 */
export class BlockSink {
  readonly blocks: ModelNode[] = [];
  private open: TextblockBuilder | null = null;
  private pendingLineBreak = false;

  constructor(
    private readonly wordListItems: Map<ModelNode, WordListItem>,
    readonly footnote: TextblockBuilder | null = null,
  ) {}

  textblock(spec: TextblockSpec, scope: MarkScope): TextblockBuilder {
    if (this.footnote) {
      if (this.pendingLineBreak) this.footnote.softBreak(scope);
      this.pendingLineBreak = false;
      return this.footnote;
    }
    this.open ??= new TextblockBuilder(spec.type, spec.attrs);
    return this.open;
  }

  get hasOpenTextblock(): boolean {
    return this.open !== null;
  }

  closeTextblock(): void {
    if (this.footnote) {
      this.pendingLineBreak = !this.footnote.isEmpty;
      return;
    }
    if (this.open) this.blocks.push(this.open.finish());
    this.open = null;
  }

  block(node: ModelNode): void {
    this.closeTextblock();
    if (!this.footnote) this.blocks.push(node);
  }

  pageBreak(): void {
    this.closeTextblock();
    if (this.footnote) return;
    if (this.blocks[this.blocks.length - 1]?.type !== NODE.pageBreak) this.blocks.push({ type: NODE.pageBreak });
  }

  finish(): ModelNode[] {
    this.closeTextblock();
    return this.wordListItems.size && this.blocks.some((b) => this.wordListItems.has(b))
      ? groupWordLists(this.blocks, this.wordListItems)
      : this.blocks;
  }
}
