import type { ViewerFact } from '@ea/contracts/easyview';
import { useCallback, useEffect, useState } from 'react';
import { factLabel, periodLabel } from './fact-labels.ts';

/** Rows on one page of the list: a filing has thousands of facts, and a page of them renders at once. */
const FACT_PAGE_SIZE = 100;

const pageOf = (index: number) => Math.max(0, Math.floor(index / FACT_PAGE_SIZE));

interface FactListProps {
  facts: readonly ViewerFact[];
  total: number;
  selectedId: string | null;
  onSelect(factId: string): void;
}

/**
 * The facts the filters keep, a page at a time; the page follows a fact chosen in the document. The
 * page remounts the list for each new filter, which starts it on the page of the chosen fact or the first.
 */
export function FactList({ facts, total, selectedId, onSelect }: FactListProps) {
  const selectedIndex = selectedId === null ? -1 : facts.findIndex((fact) => fact.id === selectedId);
  const [page, setPage] = useState(() => pageOf(selectedIndex));
  const pages = Math.max(1, Math.ceil(facts.length / FACT_PAGE_SIZE));

  useEffect(() => {
    if (selectedIndex >= 0) setPage(pageOf(selectedIndex));
  }, [selectedIndex]);
  // The chosen fact's row scrolls into the list's view when it appears (chosen, or its page shown).
  const reveal = useCallback((row: HTMLButtonElement | null) => row?.scrollIntoView({ block: 'nearest' }), []);
  const shown = facts.slice(page * FACT_PAGE_SIZE, (page + 1) * FACT_PAGE_SIZE);
  return (
    <div className="viewer-facts">
      <p className="viewer-facts__count" aria-live="polite">
        {facts.length === total
          ? `${total.toLocaleString('en-US')} facts`
          : `${facts.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} facts`}
      </p>
      {facts.length === 0 ? (
        <p className="viewer-facts__empty">No fact matches these filters.</p>
      ) : (
        <ol className="viewer-facts__list" aria-label="Facts">
          {shown.map((fact) => (
            <li key={fact.id}>
              <button
                type="button"
                className="viewer-fact"
                aria-pressed={fact.id === selectedId}
                ref={fact.id === selectedId ? reveal : undefined}
                onClick={() => onSelect(fact.id)}
              >
                <span className="viewer-fact__label">{factLabel(fact)}</span>
                <span className="viewer-fact__value">{fact.value === null ? 'nil' : fact.displayValue || fact.value}</span>
                <span className="viewer-fact__meta">
                  {periodLabel(fact.period)}
                  {fact.dimensions.length > 0 && ` · ${fact.dimensions.map((d) => d.memberLabel ?? d.member).join(', ')}`}
                  {fact.hidden && ' · hidden'}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="viewer-facts__pages" aria-label="Fact pages">
          <button
            type="button"
            className="button button--ghost"
            aria-label="Previous page of facts"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className="button button--ghost"
            aria-label="Next page of facts"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
