import { directoryService } from '@ea/directory';
import { identityService } from '@ea/identity';
import type { ServiceDefinition } from '@ea/service-kit';

/** Every domain service the gateway routes to, mounted in-process unless SERVICE_URLS names it. */
export const SERVICES: ServiceDefinition[] = [directoryService, identityService];
