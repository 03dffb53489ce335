import type { AnyProcessorDefinition } from '@ea/jobs';
import { validationProcessor, validationSweepProcessor } from './validation-processors.ts';

/** The Validator's jobs, as the worker host runs them. This entry (`@ea/validator/jobs`) loads no Fastify. */
export const validatorJobs: readonly AnyProcessorDefinition[] = [validationProcessor, validationSweepProcessor];

export {
  VALIDATION_SWEEP_EVERY_MS,
  VALIDATION_SWEEP_SCHEDULE,
  type ValidationWork,
  validationQueue,
  validationSweepQueue,
} from './validation-queues.ts';
