/** The Validator's own messages beyond the spec's (spec §5 messages are in rules.ts). */
export const ValidatorErrors = {
  projectNotFound: 'Project not found',
  runNotFound: 'Validation run not found',
  companyNotFound: 'Company not found',
  projectNameTaken: 'A project with this name already exists for this company',
  /** The upload is not an iXBRL .htm, an XBRL instance or a zip of a submission. */
  fileKind: 'Please choose an Inline XBRL (.htm), an XBRL instance (.xml) or a submission zip (.zip)',
  fileTooLarge: 'The file is larger than 50 MB',
  fileEmpty: 'The file is empty',
  zipRefused: 'The zip cannot be opened safely (too large unpacked, too many files, or paths outside the zip)',
  zipNoEntry: 'The zip holds no Inline XBRL document or XBRL instance',
  projectHasLiveRun: 'A validation of this project is still running',
} as const;
