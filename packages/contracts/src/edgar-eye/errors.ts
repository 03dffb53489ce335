/** EdgarEye's own messages beyond the spec's (alertexists, fileNotAvailable, alertSaved). */
export const EdgarEyeErrors = {
  alertNotFound: 'Alert not found',
  filingNotFound: 'Filing not found',
  /** A CIK must be the SEC's number: digits only, at most 10 (spec §9). */
  cikInvalid: 'A CIK is 1 to 10 digits',
  /** A custom range needs both ends, the start first. */
  rangeInvalid: 'Choose a start date on or before the end date',
  formTypeInvalid: 'Unknown form type',
} as const;
