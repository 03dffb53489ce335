import { DATE_RANGE_OPTIONS, type DateRangeOption } from '@ea/contracts';
import { useId } from 'react';
import { useTimeZone } from '../format/time-zone-context.tsx';
import { type DateRange, dateIn, rangeFor } from './date-range.ts';
import './date-range-filter.css';

interface DateRangeFilterProps {
  value: DateRange;
  onChange(next: DateRange): void;
  label?: string;
  /** The day the options end on (yyyy-mm-dd); the user's today in their profile's time zone unless given. */
  today?: string;
}

/**
 * Day, Week, Month or Custom Range (spec §9); a custom range shows two date inputs. The days are
 * the user's: today is the date in their profile's time zone, not the browser's.
 */
export function DateRangeFilter({ value, onChange, label = 'Date', today }: DateRangeFilterProps) {
  const id = useId();
  const zone = useTimeZone();
  const custom = value.option === 'Custom Range';
  return (
    <fieldset className="date-range-filter">
      <legend className="visually-hidden">{label}</legend>
      <label htmlFor={id} className="date-range-filter__label">
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value.option}
        onChange={(event) => onChange(rangeFor(event.target.value as DateRangeOption | '', today ?? dateIn(zone), value))}
      >
        <option value="">Any time</option>
        {DATE_RANGE_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {custom && (
        <>
          <input
            type="date"
            className="input"
            aria-label="From"
            value={value.startDate}
            max={value.endDate || undefined}
            onChange={(event) => onChange({ ...value, startDate: event.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="date"
            className="input"
            aria-label="To"
            value={value.endDate}
            min={value.startDate || undefined}
            onChange={(event) => onChange({ ...value, endDate: event.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}
