import { Messages } from '@ea/contracts';
import { type Company, type CompanyBody, validateCompany } from '@ea/contracts/directory';

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

/**
 * The company rules of spec §5 (the one rule the API applies too), so the form shows the same
 * message at the same field before anything is sent: CIK or CID is required, and an identifier the
 * company already has may be corrected but not removed. Admins must also pick the channel.
 */
export function validateCompanyForm(values: CompanyFormValues, options: { previous?: Company; needsChannel: boolean }): CompanyFormErrors {
  const verdict = validateCompany(values, options.previous);
  const errors: CompanyFormErrors = verdict.ok ? {} : companyFieldErrors(verdict.messages);
  if (options.needsChannel && values.channelId === null) errors.channelId = Messages.user.channelRequired;
  return errors;
}

export function companyInputOf(values: CompanyFormValues): CompanyBody {
  const { channelId, ...fields } = values;
  return channelId === null ? fields : { ...fields, channelId };
}

const FIELDS: readonly CompanyField[] = ['name', 'ticker', 'cik', 'cid', 'sic', 'cusip', 'channelId'];

/** The messages (the rule's or the API's) that belong to a form field. */
export function companyFieldErrors(fields: Record<string, string> | undefined): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) errors[field as CompanyField] = message;
  }
  return errors;
}
