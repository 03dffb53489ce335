import { xbrlProjectApi } from '../validator/xbrl-project-api.ts';

/** EAsyView's companies, projects and runs: the Validator's shapes and screens' API under /api/easyview. */
export const EASYVIEW_API = '/api/easyview';

export const easyviewApi = xbrlProjectApi(EASYVIEW_API);
