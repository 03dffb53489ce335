import { useId, useMemo, useState } from 'react';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { browserTimeZone, formatDateTime } from '@/ui/format/date-time.ts';
import { matchingZones, zoneChoices, zoneLabel } from './time-zone-options.ts';

interface TimeZoneFieldProps {
  /** The chosen IANA zone; '' for the browser's. */
  value: string;
  onChange(zone: string): void;
  error?: string | null;
}

/** A searchable choice of time zone: a search box narrowing the list, each zone with its current offset, and how times will read. */
export function TimeZoneField({ value, onChange, error }: TimeZoneFieldProps) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  // Offsets as of opening the page: enough to tell zones apart, and the labels are built once.
  const [now] = useState(() => new Date());
  const choices = useMemo(() => zoneChoices(now), [now]);
  const shown = useMemo(() => matchingZones(choices, query, value, now), [choices, query, value, now]);
  const browser = browserTimeZone();
  return (
    <div className="time-zone-field">
      <div className="field">
        <label className="field__label" htmlFor={searchId}>
          Search time zones
        </label>
        <input
          id={searchId}
          type="search"
          className="input field__input"
          value={query}
          placeholder="City, region or offset (GMT-05:00)"
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <SelectField
        label="Time zone"
        value={value}
        onChange={onChange}
        error={error}
        hint={`Times will read like: ${formatDateTime(now, value || browser)}`}
        size={10}
      >
        <option value="">{`This browser’s time zone: ${zoneLabel(browser, now)}`}</option>
        {shown.map((choice) => (
          <option key={choice.zone} value={choice.zone}>
            {choice.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
