import { DATE_RANGES, MAX_CIK } from '@ea/contracts/edgar-eye';
import { useEffect, useRef, useState } from 'react';
import { formTypeGroups, useFormTypes } from '@/api/edgar-eye/forms.ts';
import type { ListState } from '@/ui/list-state/use-list-state.ts';
import { CompanyTypeAhead } from './company-type-ahead.tsx';
import '@/ui/form-fields/form-fields.css';

/** How long the company text waits before it becomes the search (a fuzzy name search per keystroke helps nobody). */
export const NAME_SEARCH_DEBOUNCE_MS = 400;

/** Every criterion of the search, cleared at once by "Clear". */
const CRITERIA = { q: null, cik: null, ticker: null, form: null, range: null, from: null, to: null } as const;

/** The form type filter: spec §9's form types with special handling first, then every other form type seen. */
export function FormTypeSelect({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  const forms = useFormTypes();
  const { special, other } = formTypeGroups(forms.data?.items ?? []);
  return (
    <select id={id} className="select field__input" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">All form types</option>
      {/* A form type in the URL that the list does not (yet) have still shows as chosen. */}
      {value !== '' && !special.includes(value) && !other.includes(value) && <option value={value}>{value}</option>}
      {special.length > 0 && (
        <optgroup label="Special handling">
          {special.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </optgroup>
      )}
      {other.length > 0 && (
        <optgroup label="Other form types">
          {other.map((form) => (
            <option key={form} value={form}>
              {form}
            </option>
          ))}
        </optgroup>
      )}
    </select>
  );
}

/** The company text as typed, written to `q` once typing pauses; an address changed elsewhere (back, a link) shows its own. */
function useCompanyText(list: ListState): [string, (text: string) => void, (text: string) => void] {
  const fromUrl = list.get('q') ?? '';
  const [text, setText] = useState(fromUrl);
  const written = useRef(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (fromUrl !== written.current) {
      written.current = fromUrl;
      clearTimeout(timer.current);
      setText(fromUrl);
    }
  }, [fromUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      written.current = next.trim();
      list.update({ q: next.trim(), cik: null }, { replace: true });
    }, NAME_SEARCH_DEBOUNCE_MS);
  };
  /** Shows a text without searching by it, the caller removing `q` (a company picked by its CIK, or Clear). */
  const show = (next: string) => {
    clearTimeout(timer.current);
    written.current = '';
    setText(next);
  };
  return [text, type, show];
}

/** The search's criteria, each bound to its URL parameter (ListParams.edgarEye), so a reload or a shared link shows the same search. */
export function FilingFilters({ list }: { list: ListState }) {
  const [company, typeCompany, showCompany] = useCompanyText(list);
  const range = list.get('range') ?? '';
  const from = list.get('from') ?? '';
  const to = list.get('to') ?? '';
  const rangeError = range === 'Custom Range' && from !== '' && to !== '' && from > to ? 'From must be on or before To' : null;
  const anyCriterion = Object.keys(CRITERIA).some((name) => list.get(name) !== null);
  return (
    <search className="filing-filters" aria-label="Search criteria">
      <div className="filing-filters__company">
        <CompanyTypeAhead
          label="Company"
          placeholder="Name, ticker or CIK"
          value={company}
          onType={typeCompany}
          onPick={(picked) => {
            showCompany(picked.name);
            list.update({ q: null, cik: picked.cik, ticker: null });
          }}
        />
      </div>
      <div className="field filing-filters__field">
        <label className="field__label" htmlFor="filing-cik">
          CIK
        </label>
        <input
          id="filing-cik"
          className="input field__input"
          inputMode="numeric"
          maxLength={10}
          value={list.get('cik') ?? ''}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            list.update(
              { cik: digits === '' || Number(digits) > MAX_CIK || Number(digits) < 1 ? null : Number(digits) },
              { replace: true },
            );
          }}
        />
      </div>
      <div className="field filing-filters__field">
        <label className="field__label" htmlFor="filing-ticker">
          Ticker
        </label>
        <input
          id="filing-ticker"
          className="input field__input"
          maxLength={12}
          value={list.get('ticker') ?? ''}
          onChange={(event) => list.update({ ticker: event.target.value.trim().toUpperCase() }, { replace: true })}
        />
      </div>
      <div className="field filing-filters__field">
        <label className="field__label" htmlFor="filing-form">
          Form type
        </label>
        <FormTypeSelect id="filing-form" value={list.get('form') ?? ''} onChange={(form) => list.update({ form })} />
      </div>
      <div className="field filing-filters__field">
        <label className="field__label" htmlFor="filing-range">
          Date filed
        </label>
        <select
          id="filing-range"
          className="select field__input"
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
      </div>
      {range === 'Custom Range' && (
        <>
          <div className="field filing-filters__field">
            <label className="field__label" htmlFor="filing-from">
              From
            </label>
            <input
              id="filing-from"
              type="date"
              className="input field__input"
              value={from}
              max={to || undefined}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'filing-range-error' : undefined}
              onChange={(event) => list.update({ from: event.target.value })}
            />
          </div>
          <div className="field filing-filters__field">
            <label className="field__label" htmlFor="filing-to">
              To
            </label>
            <input
              id="filing-to"
              type="date"
              className="input field__input"
              value={to}
              min={from || undefined}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? 'filing-range-error' : undefined}
              onChange={(event) => list.update({ to: event.target.value })}
            />
          </div>
        </>
      )}
      <button
        type="button"
        className="button button--ghost filing-filters__clear"
        disabled={!anyCriterion}
        onClick={() => {
          showCompany('');
          list.update(CRITERIA);
        }}
      >
        Clear
      </button>
      {rangeError && (
        <p id="filing-range-error" className="field__error filing-filters__error" role="alert">
          {rangeError}
        </p>
      )}
    </search>
  );
}
