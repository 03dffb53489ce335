/** Validation messages shown to the user, verbatim from spec §5 (typos included). */
export const Messages = {
  user: {
    emailRequired: 'Please enter an email address',
    emailInvalid: 'Please enter a valid email address',
    userNameRequired: 'Please enter user name',
    firstNameRequired: 'Please enter first name',
    lastNameRequired: 'Please enter last name',
    channelRequired: 'Please select a channel',
    roleRequired: 'Please select at least one role',
    productRequired: 'Please select at least one product',
  },
  company: {
    nameRequired: 'Please enter company name',
    tickerRequired: 'Please enter ticker',
    cikRequired: 'Please enter cik',
    cidRequired: 'Please enter cid',
    digitsOnly: 'Please enter only digits',
    cikLength: 'Plese enter 10 digits',
    sicLength: 'Please enter 4 digits',
    cikOrCid: 'Please enter CIK or CID',
    alphanumeric: 'Please enter only numbers and letters',
  },
  document: {
    titleRequired: 'Enter document title',
    cusipRequired: 'Enter CUSIP',
    cusipInvalid: 'CUSIP must be alphanumeric and 9 digit length',
    formTypeRequired: 'Please select Form Type',
    xbrlFileRequired: 'Please select a XBRL file',
    periodEndRequired: 'Please select period end date',
    releaseVersionRequired: 'Please enter release version',
    documentTypeRequired: 'Please select a Document Type',
    fileNameRequired: 'Please enter the file name',
  },
  client: { nameRequired: 'Please enter client name' },
  folder: {
    ditaFolderRequired: 'Please select a folder for dita mapping',
    ditaUrlRequired: 'Please select a dita Url',
    nameRequired: 'Please enter folder name',
    nameInvalid: "Folder name can contain only '_', '-' or alphanumeric characters",
  },
  role: { nameRequired: 'Please enter role name' },
  revision: { descriptionRequired: 'Please enter revision description' },
  files: {
    imageType: 'Only jpg and png file allowed',
    imageSize: 'You can only upload up to 2 MB',
    imageInvalid: 'Please choose a valid image file',
    wordOnly: 'Only document file is allowed (doc, docx)',
    xlsxOnly: 'Only .xlsx is allowed',
    zipOnly: 'Only zip file allowed',
    xmlOnly: 'Only document .xml is allowed',
    zipOrHtmlOnly: 'Only document .zip or .html is allowed',
    renderedInvalid: 'Please choose a valid HTML/PDF/iXBRL/word file',
  },
  project: {
    nameRequired: 'Please enter the project name',
    formDescriptionRequired: 'Please select form Description',
    methodRequired: 'Please select a method',
  },
  submissionHeader: { cccRequired: 'Please enter ccc', cccLength: 'Please enter 8 characters' },
} as const;

/** Messages of the error catalogue (spec §8). */
export const ErrorMessages = {
  ditaMapFolderNotSelected: 'Dita Map Folder not Selected',
  currentFactList: 'Error in Current Fact List',
  rollforwardNotImplemented: 'Rollforward not Implemented',
  ditaMapNotFound: 'Dita Map Not Found',
  noReleaseFound: 'No Release Found',
  ditaDetails: 'Unable to Add/Update Dita Details',
  documentIdInvalid: 'Document id Invalid',
  saveAndCloseImergix: 'Please Save and Close Imergix Tab',
  downloadFailed: 'Unable to Download. Please Try Again',
  ixbrlNotGenerated: 'IXBRL is not Generated!',
  documentErrors: 'Error(s) Encountered in Document. Click on Download Log for Details',
  noEditorFacility: 'You Have no Editor Facility',
  clientSaveFailed: 'Unable to Add/Update Client',
  fileLocked: 'Unable to Save as File May be Locked by Other User',
  ditaTableConversion: 'Unable to Convert to Dita Table',
  rendering: 'Error in Rendering Document.',
  fileNotAvailable: 'File not Available for Download',
  requiredFields: 'Please Fill the Required Fields',
  inlineTaggingMissing: 'Inline Tagging Missing for one or More Facts. Click on Download Error Log for Details.',
} as const;

export const SuccessMessages = {
  newVersionUpload: 'New Version Upload Successful',
  userSaved: 'User Created/Updated Successfully',
  companySaved: 'Company Created/Updated Successfully',
  documentSaved: 'Document Created/Updated Successfully',
  documentUploaded: 'Document Uploaded Successfully',
  renderingCompleted: 'Document Rendering is Completed.',
  documentReleased: 'Document Released Successfully',
  channelSaved: 'Channel Added/Updated Successfully',
  sqlExecuted: 'SQL Executed Successfully',
  documentIndexSaved: 'Document Index saved successfully',
  alertSaved: 'Alert Created/Updated Successfully',
  formAdded: 'New Form Added Successfully',
} as const;

export const ProgressMessages = {
  preparingReview: 'Preparing Document for Review',
  readyForReview: 'Document is Ready for Review',
} as const;

/** The prompt shown when a newer published version exists (spec §1). */
/** Said by the SPA when a request gets no answer at all; not in the spec's catalogue, which has no such case. */
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Nothing was lost: check your connection and try again.';

export const NEW_VERSION_PROMPT = 'a new version of the application is available, click OK to load';

/** Actions that ask for confirmation first (spec §8). */
export const CONFIRMED_ACTIONS = [
  'deleteCompany',
  'deleteDocuments',
  'runDeleteSql',
  'saveUserUnmappedChannel',
  'leaveBuilderUnsaved',
  'closeDocument',
  'deleteAlert',
  'discardFormChanges',
] as const;
export type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];
