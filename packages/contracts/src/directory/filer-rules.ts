/**
 * The filer details of a company (what filing staff copy onto EDGAR submissions and cover pages):
 * pure rules shared by the service and the SPA's company form. Plain constants only, so the
 * browser bundle can load it.
 */

/**
 * The values of dei:EntityFilerCategory (filerCategoryItemType of the dei taxonomy, EFM 6.5.21).
 * Smaller reporting company and emerging growth company are not categories in EDGAR: the cover
 * page marks them with their own flags (dei:EntitySmallBusiness, dei:EntityEmergingGrowthCompany),
 * so a company carries them as two yes/no fields beside its category.
 */
export const FILER_CATEGORIES = ['Large Accelerated Filer', 'Accelerated Filer', 'Non-accelerated Filer'] as const;
export type FilerCategory = (typeof FILER_CATEGORIES)[number];

/** US states, the District of Columbia and the territories, by their USPS codes. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AS', 'American Samoa'],
  ['GU', 'Guam'],
  ['MP', 'Northern Mariana Islands'],
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
].map(([code, name]) => ({ code: code!, name: name! }));

const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));

/** The filer details as a person types them: every field text (or a flag), absent to keep it. */
export interface FilerInput {
  fiscalYearEnd?: string | null | undefined;
  filerCategory?: string | null | undefined;
  smallerReportingCompany?: boolean | undefined;
  emergingGrowthCompany?: boolean | undefined;
  stateOfIncorporation?: string | null | undefined;
  ein?: string | null | undefined;
  businessStreet1?: string | null | undefined;
  businessStreet2?: string | null | undefined;
  businessCity?: string | null | undefined;
  businessState?: string | null | undefined;
  businessZip?: string | null | undefined;
  businessPhone?: string | null | undefined;
}

/** The filer details once valid: trimmed, codes upper-cased, empty ones null. */
export interface FilerFields {
  fiscalYearEnd: string | null;
  filerCategory: FilerCategory | null;
  smallerReportingCompany: boolean;
  emergingGrowthCompany: boolean;
  stateOfIncorporation: string | null;
  ein: string | null;
  businessStreet1: string | null;
  businessStreet2: string | null;
  businessCity: string | null;
  businessState: string | null;
  businessZip: string | null;
  businessPhone: string | null;
}

export const FILER_FIELD_NAMES = [
  'fiscalYearEnd',
  'filerCategory',
  'smallerReportingCompany',
  'emergingGrowthCompany',
  'stateOfIncorporation',
  'ein',
  'businessStreet1',
  'businessStreet2',
  'businessCity',
  'businessState',
  'businessZip',
  'businessPhone',
] as const satisfies readonly (keyof FilerFields)[];

export const EMPTY_FILER_FIELDS: FilerFields = {
  fiscalYearEnd: null,
  filerCategory: null,
  smallerReportingCompany: false,
  emergingGrowthCompany: false,
  stateOfIncorporation: null,
  ein: null,
  businessStreet1: null,
  businessStreet2: null,
  businessCity: null,
  businessState: null,
  businessZip: null,
  businessPhone: null,
};

/** The messages of the filer details, each at its field. */
export const FilerMessages = {
  fiscalYearEndFormat: 'Please enter the fiscal year end as MM-DD (e.g. 12-31)',
  fiscalYearEndDate: 'Please enter a real month and day (e.g. 06-30)',
  filerCategory: `Please choose one of: ${FILER_CATEGORIES.join(', ')}`,
  stateOfIncorporation: 'Please enter a US state or territory code (e.g. DE) or a country name',
  ein: 'Please enter the EIN as NN-NNNNNNN',
  streetRequired: 'Please enter the street of the business address',
  cityRequired: 'Please enter the city of the business address',
  stateRequired: 'Please enter the state of the business address',
  zipRequired: 'Please enter the ZIP code of the business address',
  state: 'Please enter a US state or territory code (e.g. NY)',
  zip: 'Please enter a ZIP code as 12345 or 12345-6789',
  phone: 'Please enter a phone number of 10 to 15 digits (spaces, +, -, . and parentheses allowed)',
  tooLong: (max: number) => `Please enter at most ${max} characters`,
} as const;

export type FilerValidation = { ok: true; fields: FilerFields } | { ok: false; messages: Record<string, string> };

/** Days of each month; February counts its leap day, a fiscal year end recurring every year. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const COUNTRY_NAME = /^[A-Za-z][A-Za-z .,'()-]{2,59}$/;
const PHONE = /^\+?[\d\s().-]+$/;
const MAX_TEXT = 100;

/**
 * Checks the filer details over what the company holds (`previous`): a field absent from the
 * input keeps its stored value, an empty one clears it. The business address is all or nothing
 * beyond its second street line, since a filing needs street, city, state and ZIP together.
 */
export function validateFilerDetails(input: FilerInput, previous: FilerFields = EMPTY_FILER_FIELDS): FilerValidation {
  const pick = (key: Exclude<keyof FilerFields, 'smallerReportingCompany' | 'emergingGrowthCompany'>) =>
    input[key] === undefined ? previous[key] : clean(input[key]);
  const messages: Record<string, string> = {};

  const fiscalYearEnd = pick('fiscalYearEnd');
  if (fiscalYearEnd !== null) {
    const match = /^(\d{2})-(\d{2})$/.exec(fiscalYearEnd);
    if (!match) messages.fiscalYearEnd = FilerMessages.fiscalYearEndFormat;
    else {
      const month = Number(match[1]);
      const day = Number(match[2]);
      if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) messages.fiscalYearEnd = FilerMessages.fiscalYearEndDate;
    }
  }

  const category = pick('filerCategory');
  const filerCategory = category === null ? null : (FILER_CATEGORIES.find((c) => c.toLowerCase() === category.toLowerCase()) ?? null);
  if (category !== null && filerCategory === null) messages.filerCategory = FilerMessages.filerCategory;

  let stateOfIncorporation = pick('stateOfIncorporation');
  if (stateOfIncorporation !== null) {
    if (stateOfIncorporation.length === 2) {
      stateOfIncorporation = stateOfIncorporation.toUpperCase();
      if (!STATE_CODES.has(stateOfIncorporation)) messages.stateOfIncorporation = FilerMessages.stateOfIncorporation;
    } else if (!COUNTRY_NAME.test(stateOfIncorporation)) messages.stateOfIncorporation = FilerMessages.stateOfIncorporation;
  }

  let ein = pick('ein');
  if (ein !== null) {
    if (/^\d{9}$/.test(ein)) ein = `${ein.slice(0, 2)}-${ein.slice(2)}`;
    if (!/^\d{2}-\d{7}$/.test(ein) || ein.startsWith('00-')) messages.ein = FilerMessages.ein;
  }

  const businessStreet1 = pick('businessStreet1');
  const businessStreet2 = pick('businessStreet2');
  const businessCity = pick('businessCity');
  const businessState = pick('businessState')?.toUpperCase() ?? null;
  const businessZip = pick('businessZip');
  const businessPhone = pick('businessPhone');

  for (const [key, value] of [
    ['businessStreet1', businessStreet1],
    ['businessStreet2', businessStreet2],
    ['businessCity', businessCity],
  ] as const) {
    if (value !== null && value.length > MAX_TEXT) messages[key] = FilerMessages.tooLong(MAX_TEXT);
  }
  const anyAddress = [businessStreet1, businessStreet2, businessCity, businessState, businessZip].some((value) => value !== null);
  if (anyAddress) {
    if (businessStreet1 === null) messages.businessStreet1 = FilerMessages.streetRequired;
    if (businessCity === null) messages.businessCity = FilerMessages.cityRequired;
    if (businessState === null) messages.businessState = FilerMessages.stateRequired;
    if (businessZip === null) messages.businessZip = FilerMessages.zipRequired;
  }
  if (businessState !== null && !STATE_CODES.has(businessState)) messages.businessState = FilerMessages.state;
  if (businessZip !== null && !/^\d{5}(-\d{4})?$/.test(businessZip)) messages.businessZip = FilerMessages.zip;
  if (businessPhone !== null) {
    const digits = businessPhone.replace(/\D/g, '').length;
    if (!PHONE.test(businessPhone) || digits < 10 || digits > 15) messages.businessPhone = FilerMessages.phone;
  }

  if (Object.keys(messages).length > 0) return { ok: false, messages };
  return {
    ok: true,
    fields: {
      fiscalYearEnd,
      filerCategory,
      smallerReportingCompany: input.smallerReportingCompany ?? previous.smallerReportingCompany,
      emergingGrowthCompany: input.emergingGrowthCompany ?? previous.emergingGrowthCompany,
      stateOfIncorporation,
      ein,
      businessStreet1,
      businessStreet2,
      businessCity,
      businessState,
      businessZip,
      businessPhone,
    },
  };
}

/** The name of a state code of US_STATES, or the value itself (a country). */
export function incorporationName(value: string): string {
  return US_STATES.find((state) => state.code === value)?.name ?? value;
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
