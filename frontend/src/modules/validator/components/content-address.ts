import { generatePath } from 'react-router-dom';

/**
 * The project pane: upload, live progress, results and history of one project. Spec §2's
 * validator/{companyId}/projects/content is the library's document content pane under the
 * Validator's prefix (modules/library/routes.ts), so the project pane lives beside it.
 */
export const PROJECT_PANE_PATH = '/validator/:companyId/projects/validation';

/** The pane of a project. */
export function contentOf(companyId: number, projectId: number): string {
  return `${generatePath(PROJECT_PANE_PATH, { companyId: String(companyId) })}?projectId=${projectId}`;
}
