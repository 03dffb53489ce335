import { Limits } from '@ea/contracts';
import { FORM_TYPES } from '@ea/contracts/library';
import type { ListState } from '@/ui/list-state/use-list-state.ts';
import { DOCUMENT_TYPE_OPTIONS, periodYears } from './library-format.ts';

function FilterSelect({ label, param, list, children }: { label: string; param: string; list: ListState; children: React.ReactNode }) {
  return (
    <label className="list-screen__filter">
      <span>{label}</span>
      <select className="select" value={list.get(param) ?? ''} onChange={(event) => list.update({ [param]: event.target.value })}>
        {children}
      </select>
    </label>
  );
}

/** Document type (`dtype`), form type (`ftype`) and period end year (`ped`, from 2000) filters of a document list. */
export function DocumentFilters({ list }: { list: ListState }) {
  const filtered = ['dtype', 'ftype', 'ped'].some((name) => list.get(name) !== null);
  return (
    <>
      <FilterSelect label="Type" param="dtype" list={list}>
        <option value="">All types</option>
        {DOCUMENT_TYPE_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Form type" param="ftype" list={list}>
        <option value="">All form types</option>
        {FORM_TYPES.map((formType) => (
          <option key={formType} value={formType}>
            {formType}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Period end" param="ped" list={list}>
        <option value="">Any year</option>
        {periodYears(Limits.minPeriodYear).map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </FilterSelect>
      {filtered && (
        <button type="button" className="button button--ghost" onClick={() => list.update({ dtype: null, ftype: null, ped: null })}>
          Clear filters
        </button>
      )}
    </>
  );
}
