import { directoryService } from '@ea/directory';
import { edgarEyeService } from '@ea/edgar-eye';
import { identityService } from '@ea/identity';
import { libraryService } from '@ea/library';
import type { ServiceDefinition } from '@ea/service-kit';
import { validatorService } from '@ea/validator';

/**
 * Every domain service, the one list the product is assembled from: the gateway mounts (or
 * proxies) each, the realtime hub relays their topics, the worker host runs their jobs and
 * `db:migrate` applies their migrations. A new service is added here and nowhere else in code.
 */
export const SERVICES: readonly ServiceDefinition[] = [
  directoryService,
  identityService,
  libraryService,
  edgarEyeService,
  validatorService,
];

/** The topics the realtime hub relays when REALTIME_TOPICS does not say otherwise. */
export const SERVICE_TOPICS: readonly string[] = SERVICES.flatMap((s) => (s.topic ? [s.topic] : []));

/** The services' migration sets, one per schema, in the order they are applied. */
export const SERVICE_DATABASES: readonly NonNullable<ServiceDefinition['database']>[] = SERVICES.flatMap((s) =>
  s.database ? [s.database] : [],
);

/** The schemas the services own, each with its outbox and inbox. */
export const SERVICE_SCHEMAS: readonly string[] = SERVICE_DATABASES.map((d) => d.schema);
