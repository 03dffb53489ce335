import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: string;
  description?: string;
  /** The form's submit button label; the dialog is a form so Enter submits it. */
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  wide?: boolean;
  children: ReactNode;
  onSubmit(): void;
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal form: focus starts on its first field and stays inside (Tab and Shift+Tab cycle), Escape
 * closes it unless it is busy, and focus returns to what opened it.
 */
export function ModalDialog(props: ModalDialogProps) {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { busy = false, onClose } = props;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => previous?.focus?.();
  }, []);

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) props.onSubmit();
  };

  return (
    <div className="library-dialog__backdrop">
      <form
        ref={ref}
        className={`library-dialog card${props.wide ? ' library-dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={props.description ? `${id}-description` : undefined}
        aria-busy={busy}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="library-dialog__title">
          {props.title}
        </h2>
        {props.description && (
          <p id={`${id}-description`} className="library-dialog__description">
            {props.description}
          </p>
        )}
        <div className="library-dialog__body">{props.children}</div>
        <div className="library-dialog__actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={`button button--${props.tone ?? 'primary'}`} disabled={busy}>
            {busy ? (props.busyLabel ?? 'Saving…') : props.submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
