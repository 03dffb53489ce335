import { IdSchema, Module } from '@ea/contracts';
import { Type } from 'typebox';
import type { ProjectModule } from '../db/schema.ts';

/**
 * Where each module's routes live and the module they require (admins bypass); tenant scope is the
 * use cases' (404 outside it), and so is the module of the project named.
 */
export const MODULE_ROUTES: Record<ProjectModule, { prefix: string; config: { access: { module: ProjectModule } } }> = {
  [Module.validator]: { prefix: '/api/validator', config: { access: { module: Module.validator } } },
  [Module.easyview]: { prefix: '/api/easyview', config: { access: { module: Module.easyview } } },
};

export const CompanyParams = Type.Object({ companyId: IdSchema() });
export const ProjectParams = Type.Object({ projectId: IdSchema() });
export const RunParams = Type.Object({ runId: IdSchema() });
export const PackageParams = Type.Object({ packageId: IdSchema() });
