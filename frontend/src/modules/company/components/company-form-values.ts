import { Messages } from '@ea/contracts';
import { type Company, type CompanyBody, FILER_FIELD_NAMES, validateCompany, validateFilerDetails } from '@ea/contracts/directory';

export interface CompanyFormValues {
  name: string;
  ticker: string;
  cik: string;
  cid: string;
  sic: string;
  cusip: string;
  channelId: number | null;
  // Filer details
  fiscalYearEnd: string;
  filerCategory: string;
  smallerReportingCompany: boolean;
  emergingGrowthCompany: boolean;
  stateOfIncorporation: string;
  ein: string;
  businessStreet1: string;
  businessStreet2: string;
  businessCity: string;
  businessState: string;
  businessZip: string;
  businessPhone: string;
}

export type CompanyField = keyof CompanyFormValues;
export type CompanyFormErrors = Partial<Record<CompanyField, string>>;
/** The form's text inputs (the channel and the two flags have their own controls). */
export type CompanyTextField = { [K in CompanyField]: CompanyFormValues[K] extends string ? K : never }[CompanyField];

export function companyFormValues(company?: Company): CompanyFormValues {
  return {
    name: company?.name ?? '',
    ticker: company?.ticker ?? '',
    cik: company?.cik ?? '',
    cid: company?.cid ?? '',
    sic: company?.sic ?? '',
    cusip: company?.cusip ?? '',
    channelId: company?.channelId ?? null,
    fiscalYearEnd: company?.fiscalYearEnd ?? '',
    filerCategory: company?.filerCategory ?? '',
    smallerReportingCompany: company?.smallerReportingCompany ?? false,
    emergingGrowthCompany: company?.emergingGrowthCompany ?? false,
    stateOfIncorporation: company?.stateOfIncorporation ?? '',
    ein: company?.ein ?? '',
    businessStreet1: company?.businessStreet1 ?? '',
    businessStreet2: company?.businessStreet2 ?? '',
    businessCity: company?.businessCity ?? '',
    businessState: company?.businessState ?? '',
    businessZip: company?.businessZip ?? '',
    businessPhone: company?.businessPhone ?? '',
  };
}

/**
 * The company rules of spec §5 and the filer-detail rules (the ones the API applies too), so the
 * form shows the same message at the same field before anything is sent: CIK or CID is required,
 * and an identifier the company already has may be corrected but not removed. Admins must also
 * pick the channel. The form sends every filer field, so an empty one clears it.
 */
export function validateCompanyForm(values: CompanyFormValues, options: { previous?: Company; needsChannel: boolean }): CompanyFormErrors {
  const verdict = validateCompany(values, options.previous);
  const filer = validateFilerDetails(values);
  const errors: CompanyFormErrors = {
    ...(verdict.ok ? {} : companyFieldErrors(verdict.messages)),
    ...(filer.ok ? {} : companyFieldErrors(filer.messages)),
  };
  if (options.needsChannel && values.channelId === null) errors.channelId = Messages.user.channelRequired;
  return errors;
}

export function companyInputOf(values: CompanyFormValues): CompanyBody {
  const { channelId, ...fields } = values;
  return channelId === null ? fields : { ...fields, channelId };
}

const FIELDS: readonly CompanyField[] = ['name', 'ticker', 'cik', 'cid', 'sic', 'cusip', 'channelId', ...FILER_FIELD_NAMES];

/** The messages (the rule's or the API's) that belong to a form field. */
export function companyFieldErrors(fields: Record<string, string> | undefined): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) errors[field as CompanyField] = message;
  }
  return errors;
}
