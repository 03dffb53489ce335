/** What the update choice says: a screen offers it only when its rows can name existing records. */
export interface UpdateModeText {
  /** "Update existing companies". */
  label: string;
  /** What happens to such a row, and to it without the choice. */
  hint: string;
}

interface ImportModeFieldProps {
  importValid: boolean;
  onChange(importValid: boolean): void;
  /** The update choice, when the screen offers it, with its state. */
  update?: { text: UpdateModeText; checked: boolean; onChange(checked: boolean): void };
}

/**
 * The choice of what happens to a file with invalid rows (import nothing, or the valid rows only)
 * and, where offered, whether rows naming an existing record update it: a separate yes/no, as it
 * applies to valid rows whichever way the first choice goes.
 */
export function ImportModeField({ importValid, onChange, update }: ImportModeFieldProps) {
  return (
    <>
      <fieldset className="bulk-import__mode">
        <legend className="field__label">When some rows are invalid</legend>
        <label>
          <input type="radio" name="mode" checked={!importValid} onChange={() => onChange(false)} />
          <span>
            <strong>Import nothing</strong> — fix the file and send it again
          </span>
        </label>
        <label>
          <input type="radio" name="mode" checked={importValid} onChange={() => onChange(true)} />
          <span>
            <strong>Import valid rows</strong> — the others are listed in the error report
          </span>
        </label>
      </fieldset>
      {update && (
        <fieldset className="bulk-import__mode">
          <legend className="field__label">When a row names an existing record</legend>
          <label>
            <input type="checkbox" checked={update.checked} onChange={(event) => update.onChange(event.target.checked)} />
            <span>
              <strong>{update.text.label}</strong> — {update.text.hint}
            </span>
          </label>
        </fieldset>
      )}
    </>
  );
}
