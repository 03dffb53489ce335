/** A topic's section entering or leaving the band around the viewport (an IntersectionObserver entry). */
export interface NearChange {
  topicId: string;
  near: boolean;
}

/**
 * Which topics of a long document are rendered: those near the viewport (within about a screen,
 * the observer's margin), plus the one being edited, which stays mounted wherever the user scrolls
 * so its editor and its undo history survive. Every other topic is a placeholder.
 */
export class TopicWindow {
  #near = new Set<string>();

  constructor(initial: Iterable<string> = []) {
    for (const topicId of initial) this.#near.add(topicId);
  }

  /** Applies a batch of observer entries; true when the set of near topics changed. */
  update(changes: readonly NearChange[]): boolean {
    let changed = false;
    for (const { topicId, near } of changes) {
      if (near === this.#near.has(topicId)) continue;
      if (near) this.#near.add(topicId);
      else this.#near.delete(topicId);
      changed = true;
    }
    return changed;
  }

  /** Forgets topics no longer in the map (a new version dropped them). */
  retain(topicIds: ReadonlySet<string>): boolean {
    let changed = false;
    for (const topicId of this.#near) {
      if (!topicIds.has(topicId)) {
        this.#near.delete(topicId);
        changed = true;
      }
    }
    return changed;
  }

  isNear(topicId: string): boolean {
    return this.#near.has(topicId);
  }

  /** The topics to render: the near ones and `pinned` (the topic being edited). */
  rendered(pinned: string | null): Set<string> {
    const rendered = new Set(this.#near);
    if (pinned !== null) rendered.add(pinned);
    return rendered;
  }
}

/** Height of a placeholder before any topic was measured: about a page of text. */
export const DEFAULT_TOPIC_HEIGHT = 640;

/**
 * The measured height of each topic, remembered after it scrolls away, so its placeholder keeps
 * the same size and the scroll position does not jump. A topic never rendered is estimated at the
 * average of those measured so far (filings' topics are of similar length more often than not).
 */
export class HeightMemory {
  readonly #heights = new Map<string, number>();
  #total = 0;

  /** Records a measurement; true when it changed what the placeholder would be. */
  set(topicId: string, height: number): boolean {
    if (!Number.isFinite(height) || height <= 0) return false;
    const rounded = Math.round(height);
    const previous = this.#heights.get(topicId);
    if (previous === rounded) return false;
    this.#total += rounded - (previous ?? 0);
    this.#heights.set(topicId, rounded);
    return true;
  }

  measured(topicId: string): number | null {
    return this.#heights.get(topicId) ?? null;
  }

  /** The placeholder height: the topic's own measurement, else the average, else the default. */
  estimate(topicId: string): number {
    const own = this.#heights.get(topicId);
    if (own !== undefined) return own;
    return this.#heights.size === 0 ? DEFAULT_TOPIC_HEIGHT : Math.round(this.#total / this.#heights.size);
  }
}

/** Where a topic's section is, relative to the viewport of the scrolling column. */
export interface SectionBox {
  topicId: string;
  top: number;
  bottom: number;
}

/**
 * The topic the reader is on: the first section, in document order, that reaches below the top of
 * the column's viewport (plus a little, so a topic whose last line is all that shows does not count).
 */
export function topicAtTop(boxes: readonly SectionBox[], viewTop: number, slack = 48): string | null {
  for (const box of boxes) {
    if (box.bottom > viewTop + slack) return box.topicId;
  }
  return boxes.at(-1)?.topicId ?? null;
}
