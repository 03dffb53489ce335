import { cikOf, type EdgarCompany, EdgarEyeErrors, paddedCik } from '@ea/contracts/edgar-eye';
import { type FormEvent, useState } from 'react';
import { CompanyTypeAhead } from './company-type-ahead.tsx';
import { FormTypesField } from './form-types-field.tsx';
import { useTrackCompany } from './track-company.ts';
import '@/ui/form-fields/form-fields.css';

/** Asked when the company field holds neither a company picked from the list nor a CIK. */
export const PICK_A_COMPANY = 'Pick a company from the list, or type its CIK';

/** The CIK the field stands for: the company picked, else the CIK typed; an error when it is neither. */
export function alertCikOf(text: string, picked: EdgarCompany | null): { cik: number } | { error: string } {
  if (picked) return { cik: picked.cik };
  if (text.trim() === '') return { error: PICK_A_COMPANY };
  const cik = cikOf(text);
  if (cik !== null) return { cik };
  return { error: /^\s*\d+\s*$/.test(text) ? EdgarEyeErrors.cikInvalid : PICK_A_COMPANY };
}

/**
 * Adds an alert: a company picked from the type-ahead or a CIK typed, optional form types and the
 * e-mail choice. Success says "Alert Created/Updated Successfully" and clears the form; a refusal
 * (a CIK already tracked: "You are Already Tracking This Cik") is shown and the input kept.
 */
export function AlertForm() {
  const track = useTrackCompany();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<EdgarCompany | null>(null);
  const [formTypes, setFormTypes] = useState<string[]>([]);
  const [email, setEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const target = alertCikOf(text, picked);
    if ('error' in target) {
      setError(target.error);
      return;
    }
    setError(null);
    setBusy(true);
    const added = await track({ cik: target.cik, formTypes, notifyByEmail: email });
    setBusy(false);
    if (added) {
      setText('');
      setPicked(null);
      setFormTypes([]);
      setEmail(false);
    }
  };

  return (
    <form className="alert-form" onSubmit={submit} noValidate aria-label="Add an alert">
      <div className="alert-form__company">
        <CompanyTypeAhead
          label="Company or CIK"
          required
          placeholder="Name, ticker or CIK"
          value={text}
          error={error}
          hint={picked ? `CIK ${paddedCik(picked.cik)}` : 'Type a name or ticker and pick the company, or type its CIK.'}
          onType={(typed) => {
            setText(typed);
            setPicked(null);
            setError(null);
          }}
          onPick={(company) => {
            setText(company.name);
            setPicked(company);
            setError(null);
          }}
        />
      </div>
      <FormTypesField value={formTypes} onChange={setFormTypes} />
      <label className="alert-form__check">
        <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        Notify me by e-mail
      </label>
      <button type="submit" className="button button--primary alert-form__submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add alert'}
      </button>
    </form>
  );
}
