import { BRANDS, type BrandId } from '@ea/contracts';

/**
 * Every route pattern of the app in one place (spec §2). Links are built with react-router's
 * generatePath from these patterns, so a renamed route changes here only.
 */
export const paths = {
  root: '/',
  notFound: '/not-found',
  setUserPassword: '/set-user-password',
  common: '/common',
  dashboard: '/dashboard',
  profile: '/profile',
  channel: { list: '/client', add: '/client/add', page: '/client/:channelId', edit: '/client/:channelId/edit' },
  company: {
    list: '/companies',
    add: '/companies/add',
    edit: '/companies/:companyId/edit',
    page: '/company/:companyId',
    bulkImport: '/companies/bulk-import',
    auditLog: '/companies/auditlog',
    deleted: '/deleted-companies',
    documents: '/company/:companyId/documents',
    content: '/company/:companyId/documents/content',
    deletedDocuments: '/company/:companyId/documents/deleted',
    uploadFiling: '/company/:companyId/upload-filing',
  },
  document: {
    preview: '/company/:companyId/documents/:docId/preview-document',
    proofHtml: '/company/:companyId/documents/:docId/proof-preview/html',
    proofPdf: '/company/:companyId/documents/:docId/proof-preview/pdf',
    uploadFiling: '/company/:companyId/documents/:docId/upload-filing',
    xeEditor: '/company/:companyId/documents/:docId/xeeditor',
    docEdit: '/company/:companyId/documents/:docId/doc-edit',
    rollforward: '/company/:companyId/documents/:docId/rollforward',
    release: '/company/:companyId/documents/:docId/release',
    history: '/company/:companyId/documents/:docId/history',
    ditaMapTree: '/company/:companyId/documents/:docId/dita-map-tree',
    submissionForm: '/company/:companyId/documents/:docId/submission-form',
  },
  editor: {
    libraryEdit: '/library-edit/:docId',
    libraryEditor: '/library-editor/:docId',
    documentEdit: '/document-edit/:docId',
    richText: '/rich-text-editor/:docId',
    ckeditor: '/ckeditor/edit/:companyId/:docId/:endocId',
  },
  library: { list: '/library', recent: '/library/recent-documents', search: '/library/search' },
  users: { list: '/users', add: '/users/add', edit: '/users/:userId/edit', bulkImport: '/users/bulk-import', auditLog: '/users/auditlog' },
  roleManagement: { featureMapping: '/role-management/feature-mapping' },
  system: { sqlQuery: '/system/sql-query' },
  xeCompare: '/xe-compare',
  marketForms: '/marketforms',
  edgarEye: { search: '/edgar-eye/search-filings', today: '/edgar-eye/today', alerts: '/edgar-eye/my-alerts' },
  easyview: {
    companies: '/easyview/easyviewcompanies',
    projects: '/easyview/projectlist',
    taxonomy: '/easyview/taxonomy',
    auditLog: '/easyview/auditlog',
    content: '/easyview/:companyId/projects/content',
  },
  validator: {
    companies: '/validator/validatorcompanies',
    projects: '/validator/projectlist',
    taxonomy: '/validator/taxonomy',
    content: '/validator/:companyId/projects/content',
  },
  imergix: { home: '/imergix', taxonomy: '/imergix/taxonomy' },
  evox: {
    home: '/eVox',
    analytics: '/eVox/evox-analytics',
    auditLog: '/eVox/auditlog',
    content: '/voice-area/:companyId/projects/content',
  },
  eaConnect: { home: '/EA-Connect', stitching: '/EA-Connect/stitching' },
  tsr: {
    companies: '/TSR/company-list',
    masterTemplates: '/TSR/master-templates',
    masterInputFields: '/TSR/master-input-fields',
    projects: '/TSR/projects-list',
    add: '/TSR/add-tsr',
    edit: '/TSR/:tsrId/edit-tsr',
    addTemplate: '/TSR/add-template',
    report: '/TSR/:tsrId/tsr-report',
    addReport: '/TSR/reports/add',
    editReport: '/TSR/reports/:reportId/edit',
    reports: '/TSR/tsr-reports-list',
    content: '/shareholder-report-area/:companyId/projects/content',
  },
  eaForms: {
    home: '/EA-Forms',
    fileCounter: '/EA-Forms/file-counter',
    userLogHistory: '/EA-Forms/user-log-history',
    addIssuer: '/EA-Forms/issuer/add',
    editIssuer: '/EA-Forms/issuer/:formId/edit',
    addPerson: '/EA-Forms/person/add',
    editPerson: '/EA-Forms/person/:formId/edit',
    addCompensation: '/EA-Forms/compensation/add',
    editCompensation: '/EA-Forms/compensation/:formId/edit',
    preview: '/forms/:companyId/:cik/:formId/preview-document/:previewCompanyId',
  },
  boir: {
    list: '/BOIR',
    add: '/BOIR/add',
    edit: '/BOIR/:boirId/edit',
    form: '/BOIR/:boirId/form',
    createForm: '/BOIR/create-form',
    editForm: '/BOIR/:boirId/edit-form',
    preview: '/BOIR/:boirId/preview',
    createCompany: '/BOIR/create-company',
  },
  ea40: '/EA-40',
  filings: '/filings',
  reportBuilder: '/report-builder',
} as const;

/**
 * The brand's sign-in pages (spec §1): login, reset-password and setup-authenticator. The account
 * pages sit beside the login (/partner/login → /partner/reset-password), the addresses the identity
 * service writes into its emails.
 */
export function brandPaths(brand: BrandId) {
  const login = BRANDS[brand].loginPath;
  const base = login.replace(/\/login$/, '');
  return {
    login,
    resetPassword: `${base}/reset-password`,
    setupAuthenticator: `${base}/setup-authenticator`,
    changePassword: `${base}/change-password`,
  };
}

/** The brand login carrying the address to come back to, encoded (spec §2). */
export function loginWithReturn(brand: BrandId, returnTo: string): string {
  return `${brandPaths(brand).login}?returnUrl=${encodeURIComponent(returnTo)}`;
}

/** Accepts only same-site paths as a return address, so a crafted link cannot send users elsewhere. */
export function safeReturnPath(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
