import type { ReviewMode } from './use-review-mode.ts';

interface ReviewBarProps {
  on: boolean;
  ready: boolean;
  review: ReviewMode;
  onToggle(): void;
}

/** Review mode's switch, its count of untagged numbers and the way from one to the next. */
export function ReviewBar({ on, ready, review, onToggle }: ReviewBarProps) {
  const count = review.marks.length;
  return (
    <div className="viewer-review" role="toolbar" aria-label="Review mode">
      <button type="button" className="button" aria-pressed={on} disabled={!ready} onClick={onToggle}>
        {on ? 'Review mode on' : 'Review mode'}
      </button>
      {on && (
        <>
          <span className="viewer-review__count" aria-live="polite">
            {count === 1 ? '1 untagged number' : `${count.toLocaleString('en-US')} untagged numbers`}
            {review.current !== null && ` · ${review.current + 1} of ${count}`}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={count === 0}
            aria-label="Previous untagged number"
            onClick={() => review.step(-1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={count === 0}
            aria-label="Next untagged number"
            onClick={() => review.step(1)}
          >
            Next
          </button>
        </>
      )}
    </div>
  );
}
