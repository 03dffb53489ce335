import { type DragEvent, useId, useRef, useState } from 'react';
import { checkFile, type FileKind, fileRules } from './file-rules.ts';
import './file-drop.css';

interface FileDropProps {
  kind: FileKind;
  label: string;
  hint?: string;
  /** Called only with a file that passed the type, size and content checks. */
  onFile(file: File): void;
  disabled?: boolean;
  /** The server's refusal of the last upload, shown like the zone's own check (which comes first). */
  refusal?: string | null;
}

/** A drop zone (also a file picker) that checks a file by name, size and content before anything is uploaded. */
export function FileDrop({ kind, label, hint, onFile, disabled = false, refusal = null }: FileDropProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<string | null>(null);
  const rule = fileRules[kind];
  const shown = error ?? refusal;

  const take = async (file: File | undefined) => {
    if (!file) return;
    const problem = await checkFile(file, rule);
    setError(problem);
    setAccepted(problem === null ? file.name : null);
    if (problem === null) onFile(file);
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
        <span className="file-drop__label">{label}</span>
        <span className="file-drop__hint">{accepted ?? hint ?? `Drop a file here or click to browse (${rule.extensions.join(', ')})`}</span>
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="visually-hidden"
          accept={rule.extensions.map((e) => `.${e}`).join(',')}
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
