import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

/** A labelled native select with its error announced, in the look of the text field. */
export function SelectField({ label, value, onChange, error, hint, required, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <select
          {...select}
          {...control}
          className="select field__input"
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
