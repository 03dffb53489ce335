import { useEffect, useState } from 'react';
import { clearUntaggedNumbers, markUntaggedNumbers, showCurrentMark } from './review-marks.ts';

export interface ReviewMode {
  marks: readonly HTMLElement[];
  current: number | null;
  /** Moves to the next (1) or previous (-1) untagged number, round the ends, and scrolls to it. */
  step(by: 1 | -1): void;
}

/** While `on`, the document's untagged numbers are marked; off (or a new document) restores the text. */
export function useReviewMode(doc: Document | null, on: boolean): ReviewMode {
  const [marks, setMarks] = useState<readonly HTMLElement[]>([]);
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    if (!doc || !on) return;
    setMarks(markUntaggedNumbers(doc));
    setCurrent(null);
    return () => {
      clearUntaggedNumbers(doc);
      setMarks([]);
      setCurrent(null);
    };
  }, [doc, on]);

  useEffect(() => showCurrentMark(marks, current), [marks, current]);

  const step = (by: 1 | -1) => {
    if (marks.length === 0) return;
    const next = current === null ? (by === 1 ? 0 : marks.length - 1) : (current + by + marks.length) % marks.length;
    setCurrent(next);
    marks[next]?.scrollIntoView({ block: 'center' });
  };
  return { marks, current, step };
}
