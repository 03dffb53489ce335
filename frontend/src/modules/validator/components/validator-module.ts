import { validatorApi } from '@/api/validator/xbrl-project-api.ts';
import { paths } from '@/app/paths.ts';
import type { XbrlModule } from '@/ui/xbrl-projects/xbrl-module.ts';

/**
 * The project pane: upload, live progress, results and history of one project. Spec §2's
 * validator/{companyId}/projects/content is the library's document content pane under the
 * Validator's prefix (modules/library/routes.ts), so the project pane lives beside it.
 */
export const PROJECT_PANE_PATH = '/validator/:companyId/projects/validation';

export const validatorModule: XbrlModule = {
  api: validatorApi,
  name: 'Validator',
  paths: { companies: paths.validator.companies, projects: paths.validator.projects, pane: PROJECT_PANE_PATH },
  words: {
    companies: 'Companies you can validate filings for, with their projects and latest validation. Open a company to see its projects.',
    purpose: 'validate a filing and read its results',
    upload: 'Validate a filing',
    submit: 'Validate',
    run: 'validation',
    runTitle: 'Validation run',
  },
};
