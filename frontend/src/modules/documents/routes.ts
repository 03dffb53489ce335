import type { ModuleRoutes } from '@/app/navigation/route-types.ts';
import { paths } from '@/app/paths.ts';
import { Access } from '@/app/session/route-access.ts';

export const documentsRoutes: ModuleRoutes = {
  routes: [
    {
      path: paths.company.uploadFiling,
      title: 'Upload Filing',
      access: Access.signedIn,
      page: () => import('./pages/upload-filing-page.tsx'),
    },
    {
      path: paths.document.proofHtml,
      title: 'Proof Preview (HTML)',
      access: Access.signedIn,
      page: () => import('./pages/proof-preview-html-page.tsx'),
    },
    {
      path: paths.document.proofPdf,
      title: 'Proof Preview (PDF)',
      access: Access.signedIn,
      page: () => import('./pages/proof-preview-pdf-page.tsx'),
    },
    { path: paths.document.xeEditor, title: 'XE Editor', access: Access.signedIn, page: () => import('./pages/xe-editor-page.tsx') },
    { path: paths.document.docEdit, title: 'Edit Document', access: Access.signedIn, page: () => import('./pages/doc-edit-page.tsx') },
    {
      path: paths.document.submissionForm,
      title: 'Submission Form',
      access: Access.signedIn,
      page: () => import('./pages/submission-form-page.tsx'),
    },
    {
      path: paths.editor.libraryEditor,
      title: 'Document Editor',
      access: Access.signedIn,
      page: () => import('./pages/document-editor-page.tsx'),
    },
    {
      path: paths.editor.documentEdit,
      title: 'Document Editor',
      access: Access.signedIn,
      page: () => import('./pages/document-editor-page.tsx'),
    },
    {
      path: paths.editor.richText,
      title: 'Rich Text Editor',
      access: Access.signedIn,
      page: () => import('./pages/rich-text-editor-page.tsx'),
    },
    {
      path: paths.editor.ckeditor,
      title: 'Rich Text Editor',
      access: Access.signedIn,
      page: () => import('./pages/rich-text-editor-page.tsx'),
    },
  ],
};
