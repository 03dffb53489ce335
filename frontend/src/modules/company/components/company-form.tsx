import type { Company } from '@ea/contracts/directory';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useFormLeaveGuard } from '@/ui/leave-guard/use-form-leave-guard.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import { type CompanyFormErrors, type CompanyFormValues, companyFormValues, validateCompanyForm } from './company-form-values.ts';
import './company-form.css';

interface CompanyFormProps {
  company?: Company;
  /** Admins write to any channel and pick it here; everyone else writes to their own. */
  channels: { id: number; itemName: string }[] | null;
  /** Saves valid values; resolves with the API's field errors (empty when saved). */
  onSave(values: CompanyFormValues): Promise<CompanyFormErrors>;
}

/** The add/edit company form: every spec §5 message at its field, from the form or the API. */
export function CompanyForm({ company, channels, onSave }: CompanyFormProps) {
  const [initial] = useState(() => companyFormValues(company));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CompanyFormErrors>({});
  const [busy, setBusy] = useState(false);
  const guard = useFormLeaveGuard(JSON.stringify(values) !== JSON.stringify(initial));

  const field = (name: Exclude<keyof CompanyFormValues, 'channelId'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompanyForm(values, { previous: company, needsChannel: channels !== null });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      setErrors(await guard.whileSaving(() => onSave(values)));
    } finally {
      setBusy(false);
    }
  };

  const chosenChannel = channels?.filter((item) => item.id === values.channelId) ?? [];
  return (
    <form className="company-form card" onSubmit={submit} noValidate aria-label="Company details">
      <fieldset className="company-form__section">
        <legend>Company</legend>
        <div className="company-form__grid">
          <TextField label="Company name" {...field('name')} required autoComplete="organization" />
          <TextField label="Ticker" {...field('ticker')} required />
          {channels !== null && (
            <div className={`field company-form__channel${errors.channelId ? ' has-error' : ''}`}>
              <span className="field__label">
                Channel<span className="field__required">*</span>
              </span>
              <MultiSelect
                label="Channel"
                singleSelection
                data={channels}
                selected={chosenChannel}
                disabled={company !== undefined}
                onChange={(next) => {
                  setValues((current) => ({ ...current, channelId: next[0]?.id ?? null }));
                  setErrors((current) => ({ ...current, channelId: undefined }));
                }}
              />
              {errors.channelId && (
                <p className="field__error" role="alert">
                  {errors.channelId}
                </p>
              )}
            </div>
          )}
        </div>
      </fieldset>
      <fieldset className="company-form__section">
        <legend>Identifiers</legend>
        <p className="company-form__note">A company needs a CIK (its SEC number) or a CID; SIC and CUSIP are optional.</p>
        <div className="company-form__grid company-form__grid--ids">
          <TextField label="CIK" {...field('cik')} inputMode="numeric" maxLength={10} hint="10 digits" />
          <TextField label="CID" {...field('cid')} hint="Letters and digits" />
          <TextField label="SIC" {...field('sic')} inputMode="numeric" maxLength={4} hint="4 digits" />
          <TextField label="CUSIP" {...field('cusip')} maxLength={9} hint="9 letters or digits" />
        </div>
      </fieldset>
      <div className="company-form__actions">
        <Link className="button" to={paths.company.list}>
          Cancel
        </Link>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : company ? 'Update Company' : 'Add Company'}
        </button>
      </div>
    </form>
  );
}
