import type { JobLogger, QueueClient, WorkerContext } from '@ea/jobs';
import type { ServiceContext } from '@ea/service-kit';
import type { ChangeDeps } from '@ea/service-kit/use-case';
import type { ObjectStorage } from '@ea/storage';
import { type ProjectModule, VALIDATOR_SCHEMA, type ValidatorDb, type ValidatorTables, validatorDb } from './db/schema.ts';
import { type ValidationWork, validationQueue } from './jobs/validation-queues.ts';
import { type CompaniesProjection, companiesProjection } from './projection/companies-projection.ts';

/**
 * What a validation run is worked with, in a worker or a route: the schema's write path, the
 * stored uploads, the producer of validation jobs (the sweeper re-drives through it), the clock.
 */
export interface RunDeps extends ChangeDeps<ValidatorTables> {
  db: ValidatorDb;
  storage: ObjectStorage;
  validations: QueueClient<ValidationWork, { state: string }>;
  now: () => Date;
  log: JobLogger;
  /** The SEC's EDGAR rule data (EFM_RESOURCES_DIR); unset, the reference data's copy. */
  efmResourcesDir: string | undefined;
}

/** What the Validator's routes work with besides: the projection of the directory's companies, which decides tenant scope. */
export interface ValidatorDeps extends RunDeps {
  companies: CompaniesProjection;
}

/** What one module's routes work with: the service's deps and the module whose projects they see and make. */
export interface ModuleDeps extends ValidatorDeps {
  module: ProjectModule;
}

export function runDeps(resources: Pick<WorkerContext, 'db' | 'storage' | 'outboxWritten' | 'queue' | 'log' | 'env'>): RunDeps {
  return {
    db: validatorDb(resources.db),
    schema: VALIDATOR_SCHEMA,
    outboxWritten: () => resources.outboxWritten(),
    storage: resources.storage,
    validations: resources.queue(validationQueue),
    now: () => new Date(),
    log: resources.log,
    efmResourcesDir: resources.env.EFM_RESOURCES_DIR || undefined,
  };
}

export function validatorDeps(
  resources: Pick<ServiceContext, 'db' | 'bus' | 'storage' | 'outboxWritten' | 'queue' | 'env'>,
  log: JobLogger,
): ValidatorDeps {
  return {
    ...runDeps({ ...resources, log }),
    companies: companiesProjection({ bus: resources.bus, db: resources.db, log }),
  };
}
