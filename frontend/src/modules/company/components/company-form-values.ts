import { type Company, Messages } from '@ea/contracts';
import { fieldRules, firstError } from '../../../ui/form-fields/field-rules.ts';
import type { CompanyInput } from '../api/companies-api.ts';

export interface CompanyFormValues {
  name: string;
  ticker: string;
  cik: string;
  cid: string;
  sic: string;
  cusip: string;
  channelId: number | null;
}

export type CompanyField = keyof CompanyFormValues;
export type CompanyFormErrors = Partial<Record<CompanyField, string>>;

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    ticker: company?.ticker ?? '',
    cik: company?.cik ?? '',
    cid: company?.cid ?? '',
    sic: company?.sic ?? '',
    cusip: company?.cusip ?? '',
    channelId: company?.channelId ?? null,
  };
}

// The identifier rules without "required": a company needs a CIK or a CID, not both.
const cikRules = fieldRules.cik.slice(1);
const cidRules = fieldRules.cid.slice(1);
const cusipRules = fieldRules.cusip.slice(1);

/**
 * The company rules of spec §5, as the API applies them, so the form shows the same message at
 * the same field before anything is sent: CIK or CID is required, and an identifier the company
 * already has may be corrected but not removed. Admins must pick the channel.
 */
export function validateCompanyForm(values: CompanyFormValues, options: { previous?: Company; needsChannel: boolean }): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  const set = (field: CompanyField, message: string | null) => {
    if (message) errors[field] = message;
  };
  const cik = values.cik.trim();
  const cid = values.cid.trim();
  set('name', firstError(values.name, fieldRules.companyName));
  set('ticker', firstError(values.ticker, fieldRules.ticker));
  if (cik === '' && cid === '') {
    if (options.previous?.cik) errors.cik = Messages.company.cikRequired;
    else if (options.previous?.cid) errors.cid = Messages.company.cidRequired;
    else {
      errors.cik = Messages.company.cikOrCid;
      errors.cid = Messages.company.cikOrCid;
    }
  } else {
    if (cik === '' && options.previous?.cik) errors.cik = Messages.company.cikRequired;
    if (cid === '' && options.previous?.cid) errors.cid = Messages.company.cidRequired;
  }
  set('cik', errors.cik ?? firstError(cik, cikRules));
  set('cid', errors.cid ?? firstError(cid, cidRules));
  set('sic', firstError(values.sic.trim(), fieldRules.sic));
  set('cusip', firstError(values.cusip.trim(), cusipRules));
  if (options.needsChannel && values.channelId === null) errors.channelId = Messages.user.channelRequired;
  return errors;
}

export function companyInputOf(values: CompanyFormValues): CompanyInput {
  const { channelId, ...fields } = values;
  return channelId === null ? fields : { ...fields, channelId };
}

const FIELDS: readonly CompanyField[] = ['name', 'ticker', 'cik', 'cid', 'sic', 'cusip', 'channelId'];

/** The API's field messages that belong to a form field. */
export function serverFieldErrors(fields: Record<string, string> | undefined): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) errors[field as CompanyField] = message;
  }
  return errors;
}
