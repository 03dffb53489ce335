import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, value, onChange, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="input field__input"
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
