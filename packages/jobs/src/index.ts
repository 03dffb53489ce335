export {
  type AnyQueueDef,
  defineQueue,
  type QueueDef,
  type QueueDefinitionOptions,
  type QueueJobOptions,
} from './define-queue.ts';
export { type JobStatus, readJobStatus } from './job-status.ts';
export { type PayloadCheck, PayloadValidationError } from './payload-validation.ts';
export {
  type AnyProcessorDefinition,
  defineProcessor,
  type JobContext,
  type JobLogger,
  type ProcessJob,
  type ProcessorDefinition,
  type ProcessorOptions,
  type WorkerContext,
} from './processor.ts';
export { createQueueClient, type EnqueueOptions, type QueueClient, type QueueConnectionOptions } from './queue-client.ts';
export { createQueueClients, type QueueClients } from './queue-clients.ts';
export * from './queues/housekeeping.ts';
export * from './queues/import-runs.ts';
export { type RedisRole, redisOptionsFromUrl } from './redis-options.ts';
