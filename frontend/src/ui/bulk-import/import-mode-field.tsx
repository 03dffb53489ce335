/** The choice of what happens to a file with invalid rows: import nothing, or the valid rows only. */
export function ImportModeField({ importValid, onChange }: { importValid: boolean; onChange(importValid: boolean): void }) {
  return (
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
  );
}
