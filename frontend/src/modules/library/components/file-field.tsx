import { FieldFrame } from '@/ui/form-fields/field-frame.tsx';

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
  const chosen = file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB)` : hint;
  return (
    <FieldFrame label={label} required={required} error={error} hint={chosen}>
      {(control) => (
        <input
          {...control}
          type="file"
          className="library-file__input"
          accept={LIBRARY_FILE_TYPES}
          disabled={disabled}
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldFrame>
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
