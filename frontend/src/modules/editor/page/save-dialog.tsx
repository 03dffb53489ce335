import { revisionDescriptionMessage } from '@ea/contracts/library';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@/ui/form-fields/text-field.tsx';

interface SaveDialogProps {
  topicTitle: string;
  /** Saves; resolves null on success or the refusal to show (verbatim). */
  onSave(revisionDescription: string): Promise<string | null>;
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

/** Saving a topic as a revision: asks the revision description the spec requires. */
export function SaveDialog({ topicTitle, onSave, onClose }: SaveDialogProps) {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [description, setDescription] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('input')?.focus();
    return () => previous?.focus?.();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const error = revisionDescriptionMessage(description);
    setFieldError(error);
    if (error) return;
    setBusy(true);
    setRefusal(null);
    const refused = await onSave(description.trim());
    setBusy(false);
    if (refused !== null) setRefusal(refused);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && ref.current) {
      const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className="editor-dialog__backdrop">
      <form
        ref={ref}
        className="editor-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        aria-busy={busy}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="editor-dialog__title">
          Save topic
        </h2>
        <p id={`${id}-description`} className="editor-dialog__description">
          Saving <strong>{topicTitle}</strong> makes a new version of the document.
        </p>
        <TextField
          label="Revision Description"
          required
          maxLength={50}
          value={description}
          error={fieldError}
          hint="Up to 50 letters, digits, '_' or '-'"
          onChange={(value) => {
            setDescription(value);
            setFieldError(null);
          }}
        />
        {refusal && (
          <p className="editor-dialog__refusal" role="alert">
            {refusal}
          </p>
        )}
        <div className="editor-dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </div>
  );
}
