/**
 * The cover-page dei facts each form type needs, from EDGAR's dei validations
 * (`efm-resources/dei-validations.json`, EDGAR release 25.4), for the form types the product
 * prepares documents for. The product does not read that file: this table is derived from it, and
 * the test derives it again from the file and compares.
 *
 * - required: validations EDGAR reports as errors when the fact is absent: `x` (a non-null fact
 *   must appear), `xv` (with one of the listed values), `de`/`de5pm` (the document period end date).
 *   `checkAfter`: required only for periods ending after that date.
 * - recommended: validations EDGAR warns about when absent (`r`, `y`, `n`).
 *
 * Names without a prefix are dei concepts; others name their SEC taxonomy (`oef:`). Rules keyed to
 * a submission and document type pair (`485BPOS§N-1A`) are not matched: a document has one form type.
 */
export interface CoverFactRule {
  concept: string;
  values?: readonly string[];
  checkAfter?: string;
}

export interface CoverFacts {
  required: readonly CoverFactRule[];
  recommended: readonly string[];
}

/** A form type outside the table: what EDGAR asks of every submission. */
export const OTHER_FORM_COVER_FACTS: CoverFacts = {
  required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
  recommended: ['AmendmentFlag'],
};

export const COVER_FACTS: Readonly<Record<string, CoverFacts>> = {
  '10-K': {
    required: [
      { concept: 'DocumentType', values: ['10-K'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
      { concept: 'AuditorName', checkAfter: '2021-12-15' },
      { concept: 'AuditorLocation', checkAfter: '2021-12-15' },
      { concept: 'AuditorFirmId', checkAfter: '2021-12-15' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntitySmallBusiness',
      'EntityShellCompany',
      'EntityVoluntaryFilers',
      'EntityWellKnownSeasonedIssuer',
      'EntityFilerCategory',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityPublicFloat',
      'EntityCommonStockSharesOutstanding',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'DocumentAnnualReport',
      'DocumentFinStmtErrorCorrectionFlag',
      'DocumentTransitionReport',
    ],
  },
  '10-K/A': {
    required: [
      { concept: 'DocumentType', values: ['10-K', '10-K/A'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntitySmallBusiness',
      'EntityShellCompany',
      'EntityVoluntaryFilers',
      'EntityWellKnownSeasonedIssuer',
      'EntityFilerCategory',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityPublicFloat',
      'EntityCommonStockSharesOutstanding',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'DocumentAnnualReport',
      'DocumentFinStmtErrorCorrectionFlag',
      'DocumentTransitionReport',
    ],
  },
  '10-Q': {
    required: [
      { concept: 'DocumentType', values: ['10-Q'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntitySmallBusiness',
      'EntityShellCompany',
      'EntityFilerCategory',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityCommonStockSharesOutstanding',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'DocumentQuarterlyReport',
      'DocumentTransitionReport',
    ],
  },
  '10-Q/A': {
    required: [
      { concept: 'DocumentType', values: ['10-Q', '10-Q/A'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntitySmallBusiness',
      'EntityShellCompany',
      'EntityFilerCategory',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityCommonStockSharesOutstanding',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'DocumentQuarterlyReport',
      'DocumentTransitionReport',
    ],
  },
  '8-K': {
    required: [
      { concept: 'DocumentType', values: ['8-K'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: [
      'AmendmentFlag',
      'EntityEmergingGrowthCompany',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'WrittenCommunications',
      'SolicitingMaterial',
      'PreCommencementTenderOffer',
      'PreCommencementIssuerTenderOffer',
    ],
  },
  '8-K/A': {
    required: [
      { concept: 'DocumentType', values: ['8-K', '8-K/A'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: [
      'AmendmentFlag',
      'EntityEmergingGrowthCompany',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityTaxIdentificationNumber',
      'CityAreaCode',
      'LocalPhoneNumber',
      'WrittenCommunications',
      'SolicitingMaterial',
      'PreCommencementTenderOffer',
      'PreCommencementIssuerTenderOffer',
    ],
  },
  '6-K': {
    required: [{ concept: 'DocumentType', values: ['6-K'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'CurrentFiscalYearEndDate'],
  },
  '20-F': {
    required: [
      { concept: 'DocumentType', values: ['20-F'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
      { concept: 'AuditorName', checkAfter: '2021-12-15' },
      { concept: 'AuditorLocation', checkAfter: '2021-12-15' },
      { concept: 'AuditorFirmId', checkAfter: '2021-12-15' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntityShellCompany',
      'EntityVoluntaryFilers',
      'EntityWellKnownSeasonedIssuer',
      'EntityFilerCategory',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityCommonStockSharesOutstanding',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'EntityAddressCountry',
      'DocumentFinStmtErrorCorrectionFlag',
      'DocumentRegistrationStatement',
      'DocumentAccountingStandard',
      'ContactPersonnelName',
    ],
  },
  '40-F': {
    required: [
      { concept: 'DocumentType', values: ['40-F'] },
      { concept: 'DocumentPeriodEndDate' },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
      { concept: 'AuditorName', checkAfter: '2021-12-15' },
      { concept: 'AuditorLocation', checkAfter: '2021-12-15' },
      { concept: 'AuditorFirmId', checkAfter: '2021-12-15' },
    ],
    recommended: [
      'AmendmentFlag',
      'DocumentFiscalYearFocus',
      'DocumentFiscalPeriodFocus',
      'CurrentFiscalYearEndDate',
      'EntityEmergingGrowthCompany',
      'EntityInteractiveDataCurrent',
      'EntityCurrentReportingStatus',
      'EntityFileNumber',
      'EntityIncorporationStateCountryCode',
      'EntityAddressAddressLine1',
      'EntityAddressCityOrTown',
      'EntityAddressPostalZipCode',
      'CityAreaCode',
      'LocalPhoneNumber',
      'AnnualInformationForm',
      'AuditedAnnualFinancialStatements',
      'DocumentAnnualReport',
      'DocumentFinStmtErrorCorrectionFlag',
      'DocumentRegistrationStatement',
      'ContactPersonnelName',
    ],
  },
  '11-K': {
    required: [{ concept: 'DocumentType', values: ['11-K'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'S-1': {
    required: [{ concept: 'DocumentType', values: ['S-1'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntitySmallBusiness', 'EntityFilerCategory', 'EntityEmergingGrowthCompany'],
  },
  'S-3': {
    required: [{ concept: 'DocumentType', values: ['S-3'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntitySmallBusiness', 'EntityFilerCategory', 'EntityEmergingGrowthCompany'],
  },
  'S-4': {
    required: [{ concept: 'DocumentType', values: ['S-4'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntitySmallBusiness', 'EntityFilerCategory', 'EntityEmergingGrowthCompany'],
  },
  'S-8': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'F-1': {
    required: [{ concept: 'DocumentType', values: ['F-1'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntityEmergingGrowthCompany'],
  },
  'F-3': {
    required: [{ concept: 'DocumentType', values: ['F-3'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntityEmergingGrowthCompany'],
  },
  '424B2': {
    required: [{ concept: 'DocumentType', values: ['424B2'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  '424B3': {
    required: [{ concept: 'DocumentType', values: ['424B3'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  '485BPOS': {
    required: [
      { concept: 'DocumentType', values: ['485BPOS', 'N-3', 'N-4', 'N-6', 'N-1A', 'S-6'] },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'EntityInvCompanyType'],
  },
  '497': {
    required: [
      { concept: 'DocumentType', values: ['497', 'N-3', 'N-4', 'N-6', 'N-1A', 'S-6'] },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'EntityInvCompanyType'],
  },
  'N-1A': {
    required: [{ concept: 'DocumentType', values: ['N-1A'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'EntityInvCompanyType'],
  },
  'N-2': {
    required: [{ concept: 'DocumentType', values: ['N-2'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'EntityWellKnownSeasonedIssuer', 'EntityInvCompanyType'],
  },
  'N-CSR': {
    required: [{ concept: 'DocumentType', values: ['N-CSR'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'oef:ShareholderReportAnnualOrSemiAnnual'],
  },
  'N-CSRS': {
    required: [
      { concept: 'DocumentType', values: ['N-CSR', 'N-CSRS'] },
      { concept: 'EntityRegistrantName' },
      { concept: 'EntityCentralIndexKey' },
    ],
    recommended: ['AmendmentFlag', 'DocumentPeriodEndDate', 'oef:ShareholderReportAnnualOrSemiAnnual'],
  },
  'N-PORT': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'PRE 14A': {
    required: [{ concept: 'DocumentType', values: ['PRE 14A'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'DEF 14A': {
    required: [{ concept: 'DocumentType', values: ['DEF 14A'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  DEFA14A: {
    required: [{ concept: 'DocumentType', values: ['DEFA14A'] }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'SC 13D': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'SC 13G': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  'ABS-15G': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  '1-A': {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
  D: {
    required: [{ concept: 'DocumentType' }, { concept: 'EntityRegistrantName' }, { concept: 'EntityCentralIndexKey' }],
    recommended: ['AmendmentFlag'],
  },
};
