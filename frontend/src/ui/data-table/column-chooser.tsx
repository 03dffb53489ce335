import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type ChoosableColumn, isRequiredColumn } from './column-choice.ts';
import type { ColumnChoice } from './use-column-choice.ts';
import './column-chooser.css';

interface ColumnChooserProps {
  /** The list's columns, in their order. */
  columns: readonly ChoosableColumn[];
  choice: ColumnChoice;
}

const nameOf = (column: ChoosableColumn) => (column.header.trim() === '' ? column.key : column.header);

/**
 * "Columns": a button opening a panel of checkboxes, one per column, that hides and shows the
 * optional ones; required columns are listed checked and cannot be unticked. Works with the
 * keyboard alone: the panel opens on the first checkbox, arrows move between them, Space ticks,
 * Escape closes it back onto the button, and leaving it (Tab, a click elsewhere) closes it.
 * Nothing is rendered for a list with no optional column.
 */
export function ColumnChooser({ columns, choice }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const entries = columns.map((column, index) => ({ column, required: isRequiredColumn(column, index) }));
  const hiddenCount = entries.filter((entry) => !entry.required && choice.hidden.has(entry.column.key)).length;

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus moving out of the chooser (Tab past its end) closes the panel; moving inside it does not.
    const closeOnLeave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(false);
    };
    const element = root.current;
    document.addEventListener('mousedown', closeOutside);
    element?.addEventListener('focusout', closeOnLeave);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      element?.removeEventListener('focusout', closeOnLeave);
    };
  }, [open]);

  if (!entries.some((entry) => !entry.required)) return null;

  const showAll = () => {
    choice.showAll();
    // The button goes away with the last hidden column: focus stays in the panel, on its first box.
    panel.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const boxes = [...(panel.current?.querySelectorAll<HTMLElement>('input:not(:disabled), button') ?? [])];
    if (boxes.length === 0) return;
    event.preventDefault();
    const at = boxes.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    boxes[(at + step + boxes.length) % boxes.length]?.focus();
  };

  return (
    <div className="column-chooser" ref={root}>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        Columns
        {hiddenCount > 0 && <span className="column-chooser__count">{`${hiddenCount} hidden`}</span>}
      </button>
      {open && (
        <div id={panelId} ref={panel} className="column-chooser__panel">
          <fieldset className="column-chooser__fieldset" onKeyDown={onKeyDown}>
            <legend className="column-chooser__title">Show columns</legend>
            <ul className="column-chooser__list">
              {entries.map(({ column, required }) => (
                <li key={column.key}>
                  <label className={`column-chooser__option${required ? ' is-required' : ''}`}>
                    <input
                      type="checkbox"
                      checked={required || !choice.hidden.has(column.key)}
                      disabled={required}
                      onChange={(event) => choice.setShown(column.key, event.target.checked)}
                    />
                    <span>{nameOf(column)}</span>
                    {required && <span className="column-chooser__note">Always shown</span>}
                  </label>
                </li>
              ))}
            </ul>
            {hiddenCount > 0 && (
              <button type="button" className="button button--ghost column-chooser__reset" onClick={showAll}>
                Show all columns
              </button>
            )}
          </fieldset>
        </div>
      )}
    </div>
  );
}
