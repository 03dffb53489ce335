import { useId } from 'react';

/** The files the library reads (spec §9: Word, zip, XML, spreadsheets; plus HTML and PDF); the service checks each against the document type. */
export const LIBRARY_FILE_TYPES = '.doc,.docx,.htm,.html,.xhtml,.zip,.xml,.xlsx,.pdf';

interface FileFieldProps {
  label: string;
  file: File | null;
  onFile(file: File | null): void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled file picker showing the chosen file's name and size, its error announced. */
export function FileField({ label, file, onFile, error, hint, required, disabled }: FileFieldProps) {
  const id = useId();
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
      <input
        id={id}
        type="file"
        className="library-file__input"
        accept={LIBRARY_FILE_TYPES}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)` : hint}
        </p>
      )}
    </div>
  );
}

/** How much of an upload has been sent: a determinate bar once the size is known. */
export function UploadProgressBar({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div className="library-progress">
      <div
        className={`library-progress__bar${percent === null ? ' is-indeterminate' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <span style={{ width: percent === null ? undefined : `${percent}%` }} />
      </div>
      <span className="library-progress__text">{percent === null ? label : `${label} ${percent}%`}</span>
    </div>
  );
}
