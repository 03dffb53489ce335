import { type ReactNode, useId } from 'react';
import './form-fields.css';

/** What a control inside the frame needs: its id (the label's target) and what describes it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  required?: boolean | undefined;
  error?: string | null | undefined;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  children(control: FieldControl): ReactNode;
}

/** The kit's labelled field: the label with its required mark, the control, then its error (announced) or its hint. */
export function FieldFrame({ label, required, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
