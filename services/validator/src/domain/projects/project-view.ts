import type { FormDescription, Project } from '@ea/contracts/validator';
import type { ProjectRow } from '../../db/projects-repository.ts';
import type { RunRow } from '../../db/runs-repository.ts';
import { runSummary } from '../runs/run-summary.ts';

export function projectView(row: ProjectRow, lastRun: RunRow | undefined): Project {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    name: row.name,
    formDescription: row.form_description as FormDescription,
    method: row.method,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastRun: lastRun ? runSummary(lastRun) : null,
  };
}
