import { VALIDATOR_API } from './api-base.ts';
import { companiesApi } from './companies.ts';
import { projectsApi } from './projects.ts';
import { runsApi } from './runs.ts';

/** Everything the shared project screens ask of a module with the Validator's projects, under its API base. */
export const xbrlProjectApi = (base: string) => ({ ...companiesApi(base), ...projectsApi(base), ...runsApi(base) });

export type XbrlProjectApi = ReturnType<typeof xbrlProjectApi>;

export const validatorApi = xbrlProjectApi(VALIDATOR_API);
