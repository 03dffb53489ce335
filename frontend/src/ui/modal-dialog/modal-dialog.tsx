import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './modal-dialog.css';

interface ModalDialogProps {
  title: string;
  description?: ReactNode;
  /** The form's submit button label; the dialog is a form so Enter submits it. */
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  wide?: boolean;
  children: ReactNode;
  /** Buttons shown before Cancel (e.g. "Remove link"). */
  extraActions?: ReactNode;
  onSubmit(): void;
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal form: focus starts on its first field and stays inside (Tab and Shift+Tab cycle), Escape
 * closes it unless it is busy, and focus returns to what opened it, unless what the dialog did
 * already put it somewhere (an editor command focusing its editor).
 */
export function ModalDialog(props: ModalDialogProps) {
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { busy = false, onClose } = props;
  // What had the focus before the dialog took it (read at the first render, before the effect moves it).
  const opener = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      const now = document.activeElement;
      if (!now || now === document.body || ref.current?.contains(now)) opener.current?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !busy) {
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
    if (!busy) props.onSubmit();
  };

  return (
    <div className="modal-dialog__backdrop">
      <form
        ref={ref}
        className={`modal-dialog card${props.wide ? ' modal-dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={props.description ? `${id}-description` : undefined}
        aria-busy={busy}
        noValidate
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="modal-dialog__title">
          {props.title}
        </h2>
        {props.description && (
          <p id={`${id}-description`} className="modal-dialog__description">
            {props.description}
          </p>
        )}
        <div className="modal-dialog__body">{props.children}</div>
        <div className="modal-dialog__actions">
          {props.extraActions}
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
