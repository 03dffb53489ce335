import { DATE_RANGES, type EdgarCompany, paddedCik } from '@ea/contracts/edgar-eye';
import { useEffect, useState } from 'react';
import { lookupCompanies, useFormTypes } from '@/api/edgar-eye/filings.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import type { ListState } from '@/ui/list-state/use-list-state.ts';

/** How long typing pauses before the type-ahead asks (spec §9's dropdown search debounce is 1000 ms; a type-ahead answers sooner). */
const LOOKUP_DEBOUNCE_MS = 300;

/** Suggestions for a typed company name, ticker or CIK. */
function useCompanySuggestions(text: string): EdgarCompany[] {
  const session = useSessionClient();
  const [items, setItems] = useState<EdgarCompany[]>([]);
  useEffect(() => {
    const typed = text.trim();
    if (typed.length < 2) {
      setItems([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      lookupCompanies(session, typed)
        .then((answer) => current && setItems(answer.items))
        .catch(() => current && setItems([]));
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [session, text]);
  return items;
}

/** The search's criteria, each bound to its URL parameter. */
export function FilingFilters({ list }: { list: ListState }) {
  const forms = useFormTypes();
  const [company, setCompany] = useState(list.get('q') ?? '');
  const [open, setOpen] = useState(false);
  const suggestions = useCompanySuggestions(open ? company : '');
  const range = list.get('range') ?? '';
  return (
    <div className="filing-filters">
      <div className="filing-filters__company">
        <label className="field__label" htmlFor="filing-company">
          Company
        </label>
        <input
          id="filing-company"
          type="search"
          className="input"
          placeholder="Name, ticker or CIK"
          aria-controls="filing-company-suggestions"
          value={company}
          onChange={(event) => {
            setCompany(event.target.value);
            setOpen(true);
            list.update({ q: event.target.value, cik: null }, { replace: true });
          }}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
        {open && suggestions.length > 0 && (
          <ul id="filing-company-suggestions" className="filing-filters__suggestions" aria-label="Companies">
            {suggestions.map((suggestion) => (
              <li key={suggestion.cik}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    setCompany(suggestion.name);
                    list.update({ q: null, cik: suggestion.cik });
                  }}
                >
                  {suggestion.name} <span className="filing-filters__cik">CIK {paddedCik(suggestion.cik)}</span>
                  {suggestion.tickers.length > 0 && <span className="filing-filters__cik"> {suggestion.tickers.join(', ')}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <label className="filing-filters__field">
        <span className="field__label">CIK</span>
        <input
          className="input"
          inputMode="numeric"
          maxLength={10}
          value={list.get('cik') ?? ''}
          onChange={(event) => list.update({ cik: event.target.value.replace(/\D/g, '') }, { replace: true })}
        />
      </label>
      <label className="filing-filters__field">
        <span className="field__label">Ticker</span>
        <input
          className="input"
          maxLength={12}
          value={list.get('ticker') ?? ''}
          onChange={(event) => list.update({ ticker: event.target.value.toUpperCase() }, { replace: true })}
        />
      </label>
      <label className="filing-filters__field">
        <span className="field__label">Form type</span>
        <select className="input" value={list.get('form') ?? ''} onChange={(event) => list.update({ form: event.target.value })}>
          <option value="">All form types</option>
          {(forms.data?.items ?? []).map((item) => (
            <option key={item.formType} value={item.formType}>
              {item.formType}
            </option>
          ))}
        </select>
      </label>
      <label className="filing-filters__field">
        <span className="field__label">Date filed</span>
        <select
          className="input"
          value={range}
          onChange={(event) =>
            list.update({ range: event.target.value, ...(event.target.value === 'Custom Range' ? {} : { from: null, to: null }) })
          }
        >
          <option value="">Any date</option>
          {DATE_RANGES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      {range === 'Custom Range' && (
        <>
          <label className="filing-filters__field">
            <span className="field__label">From</span>
            <input
              type="date"
              className="input"
              value={list.get('from') ?? ''}
              onChange={(event) => list.update({ from: event.target.value })}
            />
          </label>
          <label className="filing-filters__field">
            <span className="field__label">To</span>
            <input
              type="date"
              className="input"
              value={list.get('to') ?? ''}
              onChange={(event) => list.update({ to: event.target.value })}
            />
          </label>
        </>
      )}
    </div>
  );
}
