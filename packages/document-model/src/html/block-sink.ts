import type { ModelNode } from '../model/model-json.ts';
import { NODE } from '../model/model-json.ts';
import { type MarkScope, TextblockBuilder } from './model-builder.ts';
import { groupWordLists, type WordListItem } from './word-lists.ts';

export interface TextblockSpec {
  type: string;
  attrs: Record<string, unknown>;
}

/** A run of blocks an `ix:exclude` took out of the fact block being read; never in a finished model. */
const EXCLUDED = 'ix:exclude';

/**
 * The blocks of one container (the document, a list item, a table cell, a fact block) as they
 * are read. Inline content opens a paragraph lazily; a block closes it. A footnote's sink has
 * one textblock only: its blocks become lines. A fact block's sink also holds the runs of blocks
 * excluded from the fact, where they were, for the fact block to be split around them.
 */
export class BlockSink {
  readonly blocks: ModelNode[] = [];
  private open: TextblockBuilder | null = null;
  private pendingLineBreak = false;

  constructor(
    private readonly wordListItems: Map<ModelNode, WordListItem>,
    readonly footnote: TextblockBuilder | null = null,
    readonly factBlock = false,
  ) {}

  /** Blocks shown where they are but not part of the fact block being read (a page's footer and the next one's header). */
  excluded(blocks: ModelNode[]): void {
    this.closeTextblock();
    if (blocks.length) this.blocks.push({ type: EXCLUDED, content: blocks });
  }

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

/** A fact block's blocks in runs: those of the fact, and those excluded from it between them. */
export function excludedRuns(blocks: readonly ModelNode[]): { excluded: boolean; blocks: ModelNode[] }[] {
  const runs: { excluded: boolean; blocks: ModelNode[] }[] = [];
  for (const block of blocks) {
    if (block.type === EXCLUDED) runs.push({ excluded: true, blocks: block.content ?? [] });
    else if (runs[runs.length - 1]?.excluded === false) runs[runs.length - 1]!.blocks.push(block);
    else runs.push({ excluded: false, blocks: [block] });
  }
  return runs;
}
