import type { Node as PmNode } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import { diffSequences } from '../diff/sequence-diff.ts';
import { MARK, type ModelNode } from '../model/model-json.ts';
import { normalizeModel } from '../model/normalize-model.ts';
import { filingSchema } from '../schema/filing-extensions.ts';
import { looseText, type TextblockText, textblocksOf } from './textblock-text.ts';

export interface TopicContent {
  topicId: string;
  model: ModelNode;
}

export interface CommentThreadRef {
  id: string;
  /** The text the thread was opened on, as stored with it: what a thread with no anchor left is looked for by. */
  quote: string;
}

/** How a thread found its place: its anchor was already there, its paragraph came through unchanged, or its text was found. */
export type PlacementKind = 'kept' | 'same-text' | 'matched';

export interface CommentPlacement {
  threadId: string;
  topicId: string;
  how: PlacementKind;
}

export interface CommentTransfer {
  /** The topics of the newer version that gained anchors, in their new content (normal form). */
  topics: Map<string, ModelNode>;
  placed: CommentPlacement[];
  /** Threads whose text the newer version no longer has: listed, never dropped. */
  unplaced: CommentThreadRef[];
}

/** Words of context on either side that tell one occurrence of a quote from another. */
const CONTEXT = 40;

interface Topic {
  topicId: string;
  doc: PmNode;
  blocks: TextblockText[];
}

interface Anchor {
  topicId: string;
  block: TextblockText;
  start: number;
  end: number;
}

interface Candidate {
  topic: Topic;
  block: TextblockText;
  start: number;
  end: number;
  score: number;
}

/**
 * Re-anchors comment threads from one version of a document on the next (a New Version Upload
 * brings content without its anchors). Each anchor of a thread in `before` is placed in `after`:
 * - where the paragraph is unchanged (the topics' paragraphs aligned by a diff of their text), on
 *   the same characters;
 * - otherwise where its text occurs, loosely compared (white space, typographic quotes), the
 *   occurrence chosen by the words around it, its own topic and its nearness to where the diff
 *   puts the old paragraph.
 * A thread anchored nowhere in `before` is looked for by its stored quote. A thread already
 * anchored in `after` is kept as it is. The rest are answered as unplaced.
 */
export function transferComments(
  before: readonly TopicContent[],
  after: readonly TopicContent[],
  threads: readonly CommentThreadRef[],
): CommentTransfer {
  const schema = filingSchema();
  const read = (topic: TopicContent): Topic => {
    const doc = schema.nodeFromJSON(topic.model);
    return { topicId: topic.topicId, doc, blocks: textblocksOf(doc) };
  };
  const older = before.map(read);
  const newer = after.map(read);
  const alignments = new Map(
    older.map((topic) => [
      topic.topicId,
      alignment(
        topic,
        newer.find((t) => t.topicId === topic.topicId),
      ),
    ]),
  );
  const transforms = new Map<string, Transform>();
  const result: CommentTransfer = { topics: new Map(), placed: [], unplaced: [] };

  for (const thread of threads) {
    const kept = newer.find((topic) => topic.blocks.some((block) => block.threads.has(thread.id)));
    if (kept) {
      result.placed.push({ threadId: thread.id, topicId: kept.topicId, how: 'kept' });
      continue;
    }
    const anchors = anchorsOf(older, thread.id);
    const places = anchors.length
      ? anchors.map((anchor) => placeAnchor(anchor, alignments.get(anchor.topicId)!, newer))
      : [matched(bestOccurrence(thread.quote, '', '', newer, null))];
    const found = places.filter((place): place is Candidate & { how: PlacementKind } => place !== null);
    if (!found.length) {
      result.unplaced.push(thread);
      continue;
    }
    for (const place of found) {
      const transform = transforms.get(place.topic.topicId) ?? new Transform(place.topic.doc);
      transforms.set(place.topic.topicId, transform);
      const mark = schema.marks[MARK.comment]!.create({ threadId: thread.id });
      transform.addMark(place.block.positions[place.start]!, place.block.positions[place.end]!, mark);
    }
    result.placed.push({ threadId: thread.id, topicId: found[0]!.topic.topicId, how: found[0]!.how });
  }
  for (const [topicId, transform] of transforms) result.topics.set(topicId, normalizeModel(transform.doc.toJSON() as ModelNode));
  return result;
}

function anchorsOf(topics: readonly Topic[], threadId: string): Anchor[] {
  const anchors: Anchor[] = [];
  for (const topic of topics) {
    for (const block of topic.blocks) {
      const range = block.threads.get(threadId);
      if (range) anchors.push({ topicId: topic.topicId, block, ...range });
    }
  }
  return anchors;
}

/** Where each older paragraph of a topic went in the newer one: its equal, else where its neighbours put it. */
interface Alignment {
  topic: Topic | undefined;
  /** Older block index → newer block index, for blocks with equal text. */
  equal: Map<number, number>;
  /** Older block index → the newer block index it would be at. */
  estimate: number[];
}

function alignment(older: Topic, newer: Topic | undefined): Alignment {
  const equal = new Map<number, number>();
  const estimate: number[] = [];
  if (newer) {
    const ids = new Map<string, number>();
    const idOf = (block: TextblockText) => {
      const text = looseText(block.text).text;
      const id = ids.get(text) ?? ids.size;
      ids.set(text, id);
      return id;
    };
    const edits = diffSequences(older.blocks.map(idOf), newer.blocks.map(idOf));
    let next = 0;
    for (const edit of edits) {
      if (edit.op === 'equal') {
        equal.set(edit.a, edit.b);
        estimate[edit.a] = edit.b;
        next = edit.b + 1;
      } else if (edit.op === 'delete') estimate[edit.a] = next;
      else next = Math.max(next, edit.b);
    }
  }
  return { topic: newer, equal, estimate };
}

function placeAnchor(anchor: Anchor, aligned: Alignment, newer: readonly Topic[]): (Candidate & { how: PlacementKind }) | null {
  const equalIndex = aligned.equal.get(anchor.block.index);
  if (aligned.topic && equalIndex !== undefined) {
    const block = aligned.topic.blocks[equalIndex]!;
    const start = looseIndexToOriginal(anchor.block.text, block.text, anchor.start);
    const end = looseIndexToOriginal(anchor.block.text, block.text, anchor.end);
    if (start < end) return { topic: aligned.topic, block, start, end, score: Number.POSITIVE_INFINITY, how: 'same-text' };
  }
  const quote = anchor.block.text.slice(anchor.start, anchor.end);
  const before = anchor.block.text.slice(Math.max(0, anchor.start - CONTEXT), anchor.start);
  const after = anchor.block.text.slice(anchor.end, anchor.end + CONTEXT);
  const near = aligned.topic ? { topic: aligned.topic, block: aligned.estimate[anchor.block.index] ?? 0 } : null;
  return matched(bestOccurrence(quote, before, after, newer, near));
}

const matched = (found: Candidate | null) => found && { ...found, how: 'matched' as const };

/**
 * A character index of `from` in `to`, two texts equal when loosely compared: the same loose
 * character, so an anchor keeps its words when only spacing or quotes changed.
 */
function looseIndexToOriginal(from: string, to: string, index: number): number {
  const a = looseText(from);
  const b = looseText(to);
  let loose = a.origin.findIndex((origin) => origin >= index);
  if (loose < 0) loose = a.text.length;
  return b.origin[Math.min(loose, b.text.length)]!;
}

/** The occurrence of `quote` best placed by its context, its topic and its nearness to `near`; null when it occurs nowhere. */
function bestOccurrence(
  quote: string,
  before: string,
  after: string,
  newer: readonly Topic[],
  near: { topic: Topic; block: number } | null,
): Candidate | null {
  const needle = looseText(quote).text.trim();
  if (!needle) return null;
  const contextBefore = looseText(before).text;
  const contextAfter = looseText(after).text;
  let best: Candidate | null = null;
  for (const topic of newer) {
    for (const block of topic.blocks) {
      const loose = looseText(block.text);
      for (let at = loose.text.indexOf(needle); at >= 0; at = loose.text.indexOf(needle, at + 1)) {
        const end = at + needle.length;
        let score =
          commonSuffix(contextBefore, loose.text.slice(Math.max(0, at - CONTEXT), at)) +
          commonPrefix(contextAfter, loose.text.slice(end, end + CONTEXT));
        if (near && topic === near.topic) score += CONTEXT - Math.min(CONTEXT, Math.abs(block.index - near.block));
        if (!best || score > best.score) best = { topic, block, start: loose.origin[at]!, end: loose.origin[end - 1]! + 1, score };
      }
    }
  }
  return best;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function commonSuffix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}
