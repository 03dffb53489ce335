import { Module } from '@ea/contracts';
import type { ModuleRoute, ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

const access = Access.module(Module.library);
const contentPage = () => import('./pages/document-content-page.tsx');

/**
 * The document content pane under every prefix of spec §2: the company's documents, and the
 * EAsyView, Validator, eVox (voice-area) and TSR (shareholder-report-area) project areas, each
 * guarded by its own module. An unauthenticated visit to EAsyView content goes to the brand login.
 */
const contentRoutes: ModuleRoute[] = [
  { path: paths.company.content, title: 'Document Content', access, page: contentPage },
  { path: paths.editor.libraryEdit, title: 'Document Content', access, page: contentPage },
  {
    path: paths.easyview.content,
    title: 'Project Content',
    access: Access.module(Module.easyview),
    page: contentPage,
    brandRedirect: true,
  },
  { path: paths.validator.content, title: 'Project Content', access: Access.module(Module.validator), page: contentPage },
  { path: paths.evox.content, title: 'Project Content', access: Access.module(Module.evox), page: contentPage },
  { path: paths.tsr.content, title: 'Project Content', access: Access.module(Module.tsr), page: contentPage },
];

export const libraryRoutes: ModuleRoutes = {
  section: { label: 'Library', icon: 'library' },
  routes: [
    { path: paths.library.list, title: 'Library', access, page: () => import('./pages/library-page.tsx'), menu: 'Library' },
    {
      path: paths.library.recent,
      title: 'Recent Documents',
      access,
      page: () => import('./pages/recent-documents-page.tsx'),
      menu: 'Recent Documents',
    },
    { path: paths.library.search, title: 'Search Documents', access, page: () => import('./pages/library-search-page.tsx') },
    { path: paths.company.documents, title: 'Documents', access, page: () => import('./pages/company-documents-page.tsx') },
    {
      path: paths.company.deletedDocuments,
      title: 'Deleted Documents',
      access,
      page: () => import('./pages/deleted-documents-page.tsx'),
    },
    ...contentRoutes,
    {
      path: paths.document.preview,
      title: 'Document Preview',
      access,
      page: () => import('./pages/document-preview-page.tsx'),
    },
    { path: paths.document.proofHtml, title: 'Proof Preview (HTML)', access, page: () => import('./pages/proof-preview-page.tsx') },
    { path: paths.document.proofPdf, title: 'Proof Preview (PDF)', access, page: () => import('./pages/proof-preview-page.tsx') },
    { path: paths.document.uploadFiling, title: 'Upload EDGAR HTML', access, page: () => import('./pages/proof-preview-page.tsx') },
    { path: paths.document.history, title: 'Document History', access, page: () => import('./pages/document-history-page.tsx') },
    { path: paths.document.release, title: 'Release', access, page: () => import('./pages/release-page.tsx') },
    { path: paths.document.rollforward, title: 'Rollforward', access, page: () => import('./pages/rollforward-page.tsx') },
    { path: paths.document.ditaMapTree, title: 'DITA Map Tree', access, page: () => import('./pages/dita-map-tree-page.tsx') },
  ],
};
