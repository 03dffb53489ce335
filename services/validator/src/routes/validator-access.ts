import { IdSchema, Module } from '@ea/contracts';
import { Type } from 'typebox';

/** Every Validator route: the validator module (admins bypass); tenant scope is the use cases' (404 outside it). */
export const validator = { access: { module: Module.validator } } as const;

export const CompanyParams = Type.Object({ companyId: IdSchema() });
export const ProjectParams = Type.Object({ projectId: IdSchema() });
export const RunParams = Type.Object({ runId: IdSchema() });
