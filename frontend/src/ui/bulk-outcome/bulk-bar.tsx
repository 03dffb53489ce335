import { MAX_LIST_ITEMS } from '@ea/contracts';
import type { ReactNode } from 'react';
import './bulk-bar.css';

interface BulkBarProps {
  /** The bar's accessible name ("Selected users"). */
  label: string;
  count: number;
  /** What is selected, in the plural ("users"). */
  noun: string;
  busy: boolean;
  onClear(): void;
  /** The action buttons, given whether they are disabled (a request running, too many selected). */
  children(disabled: boolean): ReactNode;
}

/**
 * The bar above a list with selected rows: how many, the limit of one request when it is passed,
 * the actions, and Clear selection. Nothing when no row is selected.
 */
export function BulkBar({ label, count, noun, busy, onClear, children }: BulkBarProps) {
  if (count === 0) return null;
  const tooMany = count > MAX_LIST_ITEMS;
  return (
    <section className="bulk-bar card" aria-label={label}>
      <span className="bulk-bar__count" aria-live="polite">
        {count} selected
      </span>
      {tooMany && (
        <span className="bulk-bar__limit">
          Select at most {MAX_LIST_ITEMS} {noun} for one action
        </span>
      )}
      <span className="bulk-bar__actions">
        {children(busy || tooMany)}
        <button type="button" className="button button--ghost" disabled={busy} onClick={onClear}>
          Clear selection
        </button>
      </span>
    </section>
  );
}
