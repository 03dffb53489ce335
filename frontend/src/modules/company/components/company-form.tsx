import { type Company, FILER_CATEGORIES, US_STATES } from '@ea/contracts/directory';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/app/paths.ts';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { useFormLeaveGuard } from '@/ui/leave-guard/use-form-leave-guard.ts';
import { MultiSelect } from '@/ui/multi-select/multi-select.tsx';
import {
  type CompanyFormErrors,
  type CompanyFormValues,
  type CompanyTextField,
  companyFormValues,
  validateCompanyForm,
} from './company-form-values.ts';
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

  const field = (name: CompanyTextField) => ({
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

  const flag = (name: 'smallerReportingCompany' | 'emergingGrowthCompany') => ({
    checked: values[name],
    onChange: (event: { target: { checked: boolean } }) => setValues((current) => ({ ...current, [name]: event.target.checked })),
  });

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
      <fieldset className="company-form__section">
        <legend>Filer details</legend>
        <p className="company-form__note">What EDGAR submissions and cover pages carry for this company; all optional.</p>
        <div className="company-form__grid company-form__grid--ids">
          <TextField
            label="Fiscal year end"
            {...field('fiscalYearEnd')}
            maxLength={5}
            placeholder="MM-DD"
            hint="Month and day, e.g. 12-31"
          />
          <SelectField label="Filer category" {...field('filerCategory')}>
            <option value="">Not set</option>
            {FILER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
          <TextField
            label="State of incorporation"
            {...field('stateOfIncorporation')}
            list="company-form-states"
            hint="A US state code (e.g. DE) or a country"
          />
          <TextField label="EIN" {...field('ein')} inputMode="numeric" maxLength={10} placeholder="NN-NNNNNNN" hint="IRS employer number" />
        </div>
        <datalist id="company-form-states">
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </datalist>
        <div className="company-form__flags">
          <label className="company-form__check">
            <input type="checkbox" {...flag('smallerReportingCompany')} />
            <span>Smaller reporting company</span>
          </label>
          <label className="company-form__check">
            <input type="checkbox" {...flag('emergingGrowthCompany')} />
            <span>Emerging growth company</span>
          </label>
        </div>
        <h3 className="company-form__subhead">Business address</h3>
        <div className="company-form__grid">
          <TextField label="Street 1" {...field('businessStreet1')} maxLength={100} autoComplete="address-line1" />
          <TextField label="Street 2" {...field('businessStreet2')} maxLength={100} autoComplete="address-line2" />
        </div>
        <div className="company-form__grid company-form__grid--ids company-form__grid--spaced">
          <TextField label="City" {...field('businessCity')} maxLength={100} autoComplete="address-level2" />
          <SelectField label="State" {...field('businessState')}>
            <option value="">Not set</option>
            {US_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </SelectField>
          <TextField label="ZIP code" {...field('businessZip')} inputMode="numeric" maxLength={10} autoComplete="postal-code" />
          <TextField label="Phone" {...field('businessPhone')} type="tel" maxLength={25} autoComplete="tel" />
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
