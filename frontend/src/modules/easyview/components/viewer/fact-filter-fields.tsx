import type { ViewerFact } from '@ea/contracts/easyview';
import { useMemo } from 'react';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { axisOptions, type FactFilter, periodOptions } from './fact-filters.ts';

interface FactFilterFieldsProps {
  facts: readonly ViewerFact[];
  filter: FactFilter;
  onChange(filter: FactFilter): void;
}

/** The fact list's filters: concept or label, period, dimensions, value. */
export function FactFilterFields({ facts, filter, onChange }: FactFilterFieldsProps) {
  const periods = useMemo(() => periodOptions(facts), [facts]);
  const axes = useMemo(() => axisOptions(facts), [facts]);
  const set = (key: keyof FactFilter) => (value: string) => onChange({ ...filter, [key]: value });
  return (
    <fieldset className="viewer-filters">
      <legend className="visually-hidden">Filter the facts</legend>
      <TextField label="Concept or label" type="search" value={filter.concept} onChange={set('concept')} />
      <SelectField label="Period" value={filter.period} onChange={set('period')}>
        <option value="">All periods</option>
        {periods.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField label="Dimensions" value={filter.dimension} onChange={set('dimension')}>
        <option value="">All facts</option>
        <option value="none">Without dimensions</option>
        <option value="any">With dimensions</option>
        {axes.length > 0 && (
          <optgroup label="With the axis">
            {axes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      <TextField label="Value" type="search" value={filter.value} onChange={set('value')} />
    </fieldset>
  );
}
