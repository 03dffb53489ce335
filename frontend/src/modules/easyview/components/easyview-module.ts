import { generatePath } from 'react-router-dom';
import { easyviewApi } from '@/api/easyview/projects.ts';
import { paths } from '@/app/paths.ts';
import type { XbrlModule } from '@/ui/xbrl-projects/xbrl-module.ts';

/**
 * The project pane (upload, progress, history) and the viewer of a run. Spec §2's
 * easyview/{companyId}/projects/content is the library's content pane (modules/library/routes.ts),
 * so both live beside it.
 */
export const PROJECT_PANE_PATH = '/easyview/:companyId/projects/filing';
export const VIEWER_PATH = '/easyview/:companyId/projects/view';

export const viewerOf = (companyId: number, runId: number) =>
  `${generatePath(VIEWER_PATH, { companyId: String(companyId) })}?runId=${runId}`;

export const easyviewModule: XbrlModule = {
  api: easyviewApi,
  name: 'EAsyView',
  paths: { companies: paths.easyview.companies, projects: paths.easyview.projects, pane: PROJECT_PANE_PATH },
  words: {
    companies: 'Companies whose filings you can read with their facts. Open a company to see its projects.',
    purpose: 'upload a filing and read it with its facts',
    upload: 'Upload a filing',
    submit: 'Upload',
    run: 'upload',
    runTitle: 'Uploaded filing',
  },
};
