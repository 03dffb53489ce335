import { Module, type ModuleId } from '@ea/contracts';
import { paths } from '../paths.ts';
import type { ModuleFolder } from './module-pages.ts';
import type { RouteAccess } from './route-access.ts';

export interface AppRoute {
  path: string;
  title: string;
  module: ModuleFolder;
  /** The page's export name in the module's pages file. */
  page: string;
  access: RouteAccess;
  /** Signed-out visits go to the brand named by the `cname` query parameter (spec §2). */
  brandRedirect?: boolean;
}

const signedIn: RouteAccess = { kind: 'signedIn' };
const staff: RouteAccess = { kind: 'staff' };
const admin: RouteAccess = { kind: 'admin' };
const users: RouteAccess = { kind: 'userManagement' };
const companyManagement: RouteAccess = { kind: 'companyManagement' };
const mod = (module: ModuleId): RouteAccess => ({ kind: 'module', module });

/** Every signed-in route of spec §2 with its guard; the router and the left menu are built from it. */
export const appRoutes: AppRoute[] = [
  { path: paths.dashboard, title: 'Dashboard', module: 'dashboard', page: 'DashboardPage', access: signedIn },

  { path: paths.channel.list, title: 'Channel List', module: 'channel', page: 'ChannelListPage', access: staff },
  { path: paths.channel.add, title: 'Add Channel', module: 'channel', page: 'AddChannelPage', access: staff },
  { path: paths.channel.edit, title: 'Edit Channel', module: 'channel', page: 'EditChannelPage', access: admin },

  { path: paths.company.list, title: 'Company List', module: 'company', page: 'CompanyListPage', access: staff },
  { path: paths.company.add, title: 'Add Company', module: 'company', page: 'AddCompanyPage', access: companyManagement },
  { path: paths.company.edit, title: 'Edit Company', module: 'company', page: 'EditCompanyPage', access: companyManagement },
  { path: paths.company.bulkImport, title: 'Bulk Import', module: 'company', page: 'BulkImportPage', access: companyManagement },
  {
    path: paths.company.auditLog,
    title: 'Company Audit Log',
    module: 'company',
    page: 'CompanyAuditLogPage',
    access: { kind: 'companyAuditLog' },
  },
  { path: paths.company.deleted, title: 'Deleted Companies', module: 'company', page: 'DeletedCompaniesPage', access: staff },

  { path: paths.company.documents, title: 'Documents', module: 'documents', page: 'CompanyDocumentsPage', access: signedIn },
  { path: paths.company.content, title: 'Document Content', module: 'documents', page: 'DocumentContentPage', access: signedIn },
  { path: paths.company.uploadFiling, title: 'Upload Filing', module: 'documents', page: 'UploadFilingPage', access: signedIn },
  { path: paths.document.preview, title: 'Document Preview', module: 'documents', page: 'DocumentPreviewPage', access: signedIn },
  { path: paths.document.proofHtml, title: 'Proof Preview (HTML)', module: 'documents', page: 'ProofPreviewHtmlPage', access: signedIn },
  { path: paths.document.proofPdf, title: 'Proof Preview (PDF)', module: 'documents', page: 'ProofPreviewPdfPage', access: signedIn },
  { path: paths.document.xeEditor, title: 'XE Editor', module: 'documents', page: 'XeEditorPage', access: signedIn },
  { path: paths.document.docEdit, title: 'Edit Document', module: 'documents', page: 'DocEditPage', access: signedIn },
  { path: paths.document.rollforward, title: 'Rollforward', module: 'documents', page: 'RollforwardPage', access: signedIn },
  { path: paths.document.release, title: 'Release', module: 'documents', page: 'ReleasePage', access: signedIn },
  { path: paths.document.history, title: 'Document History', module: 'documents', page: 'HistoryPage', access: signedIn },
  { path: paths.document.ditaMapTree, title: 'DITA Map Tree', module: 'documents', page: 'DitaMapTreePage', access: signedIn },
  { path: paths.document.submissionForm, title: 'Submission Form', module: 'documents', page: 'SubmissionFormPage', access: signedIn },
  { path: paths.editor.libraryEdit, title: 'Document Content', module: 'documents', page: 'DocumentContentPage', access: signedIn },
  { path: paths.editor.libraryEditor, title: 'Document Editor', module: 'documents', page: 'DocumentEditorPage', access: signedIn },
  { path: paths.editor.documentEdit, title: 'Document Editor', module: 'documents', page: 'DocumentEditorPage', access: signedIn },
  { path: paths.editor.richText, title: 'Rich Text Editor', module: 'documents', page: 'RichTextEditorPage', access: signedIn },
  { path: paths.editor.ckeditor, title: 'Rich Text Editor', module: 'documents', page: 'RichTextEditorPage', access: signedIn },

  { path: paths.library.list, title: 'Library', module: 'library', page: 'LibraryPage', access: mod(Module.library) },
  { path: paths.library.recent, title: 'Recent Documents', module: 'library', page: 'RecentDocumentsPage', access: mod(Module.library) },

  { path: paths.users.list, title: 'User List', module: 'users', page: 'UserListPage', access: users },
  { path: paths.users.add, title: 'Add User', module: 'users', page: 'AddUserPage', access: users },
  { path: paths.users.edit, title: 'Edit User', module: 'users', page: 'EditUserPage', access: users },
  { path: paths.users.bulkImport, title: 'Import Users', module: 'users', page: 'UserImportPage', access: users },
  { path: paths.users.auditLog, title: 'User Audit Log', module: 'users', page: 'UserAuditLogPage', access: { kind: 'userAuditLog' } },

  {
    path: paths.roleManagement.featureMapping,
    title: 'Feature Mapping',
    module: 'role-management',
    page: 'FeatureMappingPage',
    access: admin,
  },
  { path: paths.system.sqlQuery, title: 'SQL Query', module: 'system', page: 'SqlQueryPage', access: admin },

  { path: paths.xeCompare, title: 'XE Compare', module: 'xe-compare', page: 'XeComparePage', access: mod(Module.xecompare) },
  { path: paths.marketForms, title: 'EA16 Market Forms', module: 'ea16', page: 'MarketFormsPage', access: mod(Module.ea16) },

  { path: paths.edgarEye.search, title: 'Search Filings', module: 'edgar-eye', page: 'SearchFilingsPage', access: mod(Module.edgareye) },
  { path: paths.edgarEye.today, title: "Today's Filings", module: 'edgar-eye', page: 'TodaysFilingsPage', access: mod(Module.edgareye) },
  { path: paths.edgarEye.alerts, title: 'My Alerts', module: 'edgar-eye', page: 'MyAlertsPage', access: mod(Module.edgareye) },

  {
    path: paths.easyview.companies,
    title: 'EAsyView Companies',
    module: 'easyview',
    page: 'EasyviewCompaniesPage',
    access: mod(Module.easyview),
  },
  {
    path: paths.easyview.projects,
    title: 'EAsyView Projects',
    module: 'easyview',
    page: 'EasyviewProjectsPage',
    access: mod(Module.easyview),
  },
  {
    path: paths.easyview.taxonomy,
    title: 'EAsyView Taxonomy',
    module: 'easyview',
    page: 'EasyviewTaxonomyPage',
    access: mod(Module.easyview),
  },
  {
    path: paths.easyview.auditLog,
    title: 'EAsyView Audit Log',
    module: 'easyview',
    page: 'EasyviewAuditLogPage',
    access: mod(Module.easyview),
  },
  {
    path: paths.easyview.content,
    title: 'Project Content',
    module: 'easyview',
    page: 'EasyviewContentPage',
    access: mod(Module.easyview),
    brandRedirect: true,
  },

  {
    path: paths.validator.companies,
    title: 'Validator Companies',
    module: 'validator',
    page: 'ValidatorCompaniesPage',
    access: mod(Module.validator),
  },
  {
    path: paths.validator.projects,
    title: 'Validator Projects',
    module: 'validator',
    page: 'ValidatorProjectsPage',
    access: mod(Module.validator),
  },
  {
    path: paths.validator.taxonomy,
    title: 'Validator Taxonomy',
    module: 'validator',
    page: 'ValidatorTaxonomyPage',
    access: mod(Module.validator),
  },
  {
    path: paths.validator.content,
    title: 'Project Content',
    module: 'validator',
    page: 'ValidatorContentPage',
    access: mod(Module.validator),
  },

  { path: paths.imergix.home, title: 'iMergiX', module: 'imergix', page: 'ImergixPage', access: mod(Module.imergix) },
  { path: paths.imergix.taxonomy, title: 'iMergiX Taxonomy', module: 'imergix', page: 'ImergixTaxonomyPage', access: mod(Module.imergix) },

  { path: paths.evox.home, title: 'eVox', module: 'evox', page: 'EvoxPage', access: mod(Module.evox) },
  { path: paths.evox.analytics, title: 'eVox Analytics', module: 'evox', page: 'EvoxAnalyticsPage', access: mod(Module.evox) },
  { path: paths.evox.auditLog, title: 'eVox Audit Log', module: 'evox', page: 'EvoxAuditLogPage', access: mod(Module.evox) },
  { path: paths.evox.content, title: 'Project Content', module: 'evox', page: 'EvoxContentPage', access: mod(Module.evox) },

  { path: paths.eaConnect.home, title: 'EA Connect', module: 'ea-connect', page: 'EaConnectPage', access: mod(Module.eaconnect) },
  { path: paths.eaConnect.stitching, title: 'Stitching', module: 'ea-connect', page: 'StitchingPage', access: mod(Module.eaconnect) },

  { path: paths.tsr.companies, title: 'TSR Company List', module: 'tsr', page: 'TsrCompanyListPage', access: mod(Module.tsr) },
  { path: paths.tsr.masterTemplates, title: 'Master Templates', module: 'tsr', page: 'MasterTemplatesPage', access: mod(Module.tsr) },
  {
    path: paths.tsr.masterInputFields,
    title: 'Master Input Fields',
    module: 'tsr',
    page: 'MasterInputFieldsPage',
    access: mod(Module.tsr),
  },
  { path: paths.tsr.projects, title: 'TSR Projects', module: 'tsr', page: 'TsrProjectsPage', access: mod(Module.tsr) },
  { path: paths.tsr.add, title: 'Add TSR', module: 'tsr', page: 'TsrFormPage', access: mod(Module.tsr) },
  { path: paths.tsr.edit, title: 'Edit TSR', module: 'tsr', page: 'TsrFormPage', access: mod(Module.tsr) },
  { path: paths.tsr.addTemplate, title: 'Add Template', module: 'tsr', page: 'TsrFormPage', access: mod(Module.tsr) },
  { path: paths.tsr.report, title: 'TSR Report', module: 'tsr', page: 'TsrReportPage', access: mod(Module.tsr) },
  { path: paths.tsr.addReport, title: 'Add Report', module: 'tsr', page: 'TsrReportPage', access: mod(Module.tsr) },
  { path: paths.tsr.editReport, title: 'Edit Report', module: 'tsr', page: 'TsrReportPage', access: mod(Module.tsr) },
  { path: paths.tsr.reports, title: 'TSR Reports', module: 'tsr', page: 'TsrReportsPage', access: mod(Module.tsr) },
  { path: paths.tsr.content, title: 'Project Content', module: 'tsr', page: 'TsrContentPage', access: mod(Module.tsr) },

  {
    path: paths.eaForms.home,
    title: 'EA Forms',
    module: 'ea-forms',
    page: 'EaFormsPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.fileCounter,
    title: 'File Counter',
    module: 'ea-forms',
    page: 'FileCounterPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.userLogHistory,
    title: 'User Log History',
    module: 'ea-forms',
    page: 'UserLogHistoryPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.addIssuer,
    title: 'Add Issuer',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.editIssuer,
    title: 'Edit Issuer',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.addPerson,
    title: 'Add Related Person',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.editPerson,
    title: 'Edit Related Person',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.addCompensation,
    title: 'Add Sales Compensation',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.editCompensation,
    title: 'Edit Sales Compensation',
    module: 'ea-forms',
    page: 'FormDEditorPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },
  {
    path: paths.eaForms.preview,
    title: 'Form Preview',
    module: 'ea-forms',
    page: 'FormPreviewPage',
    access: mod(Module.eaforms),
    brandRedirect: true,
  },

  { path: paths.boir.list, title: 'BOIR', module: 'boir', page: 'BoirListPage', access: mod(Module.boir) },
  { path: paths.boir.add, title: 'Add BOIR', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },
  { path: paths.boir.edit, title: 'Edit BOIR', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },
  { path: paths.boir.form, title: 'BOIR Form', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },
  { path: paths.boir.createForm, title: 'Create BOIR Form', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },
  { path: paths.boir.editForm, title: 'Edit BOIR Form', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },
  { path: paths.boir.preview, title: 'BOIR Preview', module: 'boir', page: 'BoirPreviewPage', access: mod(Module.boir) },
  { path: paths.boir.createCompany, title: 'Create Company', module: 'boir', page: 'BoirEditorPage', access: mod(Module.boir) },

  { path: paths.ea40, title: 'EA 40', module: 'ea40', page: 'Ea40Page', access: mod(Module.ea40) },
  { path: paths.filings, title: 'Filings', module: 'filings', page: 'FilingsPage', access: mod(Module.filingscms) },
  { path: paths.reportBuilder, title: 'Report Builder', module: 'report-builder', page: 'ReportBuilderPage', access: signedIn },
];

export function routeByPath(path: string): AppRoute {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route for ${path}`);
  return route;
}
