import { type EdgarCompany, paddedCik } from '@ea/contracts/edgar-eye';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { lookupCompanies } from '@/api/edgar-eye/cik-lookup.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import '@/ui/form-fields/form-fields.css';

/** How long typing pauses before the type-ahead asks (the kit's dropdown search waits 1000 ms; a type-ahead answers sooner). */
export const LOOKUP_DEBOUNCE_MS = 300;

type Lookup = { state: 'idle' } | { state: 'searching' } | { state: 'done'; items: EdgarCompany[] } | { state: 'failed' };

/** Companies for a typed CIK, ticker or name, asked once typing pauses; a newer text cancels the older question. */
function useCompanySuggestions(text: string): Lookup {
  const session = useSessionClient();
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  useEffect(() => {
    const typed = text.trim();
    if (typed === '') {
      setLookup({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ state: 'searching' });
      lookupCompanies(session, typed, controller.signal)
        .then((answer) => setLookup({ state: 'done', items: answer.items }))
        .catch(() => {
          if (!controller.signal.aborted) setLookup({ state: 'failed' });
        });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [session, text]);
  return lookup;
}

interface CompanyTypeAheadProps {
  label: string;
  value: string;
  /** The text as typed (a name to search by, a ticker or a CIK). */
  onType(text: string): void;
  /** A company chosen from the suggestions. */
  onPick(company: EdgarCompany): void;
  placeholder?: string;
  hint?: string;
  error?: string | null;
  required?: boolean;
}

/**
 * A company field with EDGAR's type-ahead (CIK, ticker, name prefix, similar names): the combobox
 * pattern, so Arrow keys move through the suggestions, Enter picks one and Escape closes them.
 */
export function CompanyTypeAhead({ label, value, onType, onPick, placeholder, hint, error, required }: CompanyTypeAheadProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lookup = useCompanySuggestions(open ? value : '');
  // A new answer starts with no option active.
  const [answered, setAnswered] = useState(lookup);
  if (answered !== lookup) {
    setAnswered(lookup);
    setActive(-1);
  }
  const items = lookup.state === 'done' ? lookup.items : [];
  const expanded = open && lookup.state !== 'idle';
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  const pick = (company: EdgarCompany) => {
    setOpen(false);
    onPick(company);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="field company-type-ahead">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        type="search"
        className="input field__input"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setOpen(true);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div className="company-type-ahead__popup" hidden={!expanded}>
        <div id={listId} role="listbox" aria-label="Companies" tabIndex={-1} className="company-type-ahead__list">
          {items.map((company, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's Arrow keys and Enter choose options (combobox pattern); options never take focus
            <div
              key={company.cik}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`company-type-ahead__option${index === active ? ' is-active' : ''}`}
              // Keeps the focus in the input, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(company)}
            >
              <span className="company-type-ahead__name">{company.name}</span>
              <span className="company-type-ahead__meta">
                CIK {paddedCik(company.cik)}
                {company.tickers.length > 0 && ` · ${company.tickers.join(', ')}`}
              </span>
            </div>
          ))}
        </div>
        {lookup.state === 'searching' && <p className="company-type-ahead__status">Searching…</p>}
        {lookup.state === 'done' && items.length === 0 && <p className="company-type-ahead__status">No company matches</p>}
        {lookup.state === 'failed' && <p className="company-type-ahead__status">The company list could not be reached</p>}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
