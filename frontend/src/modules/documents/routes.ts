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
      path: paths.document.submissionForm,
      title: 'Submission Form',
      access: Access.signedIn,
      page: () => import('./pages/submission-form-page.tsx'),
    },
  ],
};
