import { type DragEvent, useId, useState } from 'react';
import { checkFile } from '@/ui/file-drop/file-rules.ts';
import { filingRule } from './filing-rule.ts';
import '@/ui/file-drop/file-drop.css';

interface FilingDropProps {
  /** The chosen file's name, shown in the zone. */
  chosen: string | null;
  /** The server's refusal of the last upload, shown like the zone's own check. */
  error: string | null;
  disabled: boolean;
  /** Called only with a file that passed the name, size and content checks. */
  onFile(file: File): void;
}

/**
 * The kit's drop zone (its look and checks) for a filing: the kit's FileDrop knows only the
 * product's document kinds, and a filing may be .htm, .xml or .zip.
 */
export function FilingDrop({ chosen, error, disabled, onFile }: FilingDropProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkFile(file, filingRule);
    setProblem(found);
    if (found === null) onFile(file);
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  return (
    <div className="file-drop">
      <label
        htmlFor={id}
        className={`file-drop__zone${dragging ? ' is-dragging' : ''}${shown ? ' is-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="file-drop__label">Filing</span>
        <span className="file-drop__hint">
          {chosen ?? 'Drop an Inline XBRL document (.htm), an XBRL instance (.xml) or a submission zip (.zip) here, or click to browse'}
        </span>
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={filingRule.extensions.map((extension) => `.${extension}`).join(',')}
          disabled={disabled}
          aria-invalid={shown !== null}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {shown && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
