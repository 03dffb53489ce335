import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface EditorDialogProps {
  title: string;
  /** The form's submit button label; the dialog is a form so Enter submits it. */
  submitLabel: string;
  children: ReactNode;
  /** Buttons shown before Cancel (e.g. "Remove link"). */
  extraActions?: ReactNode;
  onSubmit(): void;
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A small modal form of the editor (link, table size, footnote text): focus starts on its first
 * field and stays inside, Escape closes it, and focus goes back to what opened it unless the
 * command already put it in the editor.
 */
export function EditorDialog({ title, submitLabel, children, extraActions, onSubmit, onClose }: EditorDialogProps) {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  // What had the focus before the dialog took it (read at the first render, before the effect moves it).
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      const now = document.activeElement;
      if (!now || now === document.body) opener.current?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <div className="topic-editor-dialog__backdrop">
      <form
        ref={ref}
        className="topic-editor-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="topic-editor-dialog__title">
          {title}
        </h2>
        <div className="topic-editor-dialog__body">{children}</div>
        <div className="topic-editor-dialog__actions">
          {extraActions}
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
