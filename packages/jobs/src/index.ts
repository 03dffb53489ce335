export {
  type AnyQueueDef,
  defineQueue,
  type QueueDef,
  type QueueDefinitionOptions,
  type QueueJobOptions,
} from './define-queue.ts';
export { type JobStatus, readJobStatus } from './job-status.ts';
export { type PayloadCheck, PayloadValidationError } from './payload-validation.ts';
export { type AnyProcessor, defineProcessor, type JobContext, type Processor } from './processor.ts';
export { createQueueClient, type EnqueueOptions, type QueueClient, type QueueConnectionOptions } from './queue-client.ts';
export { allQueues } from './queues/all-queues.ts';
export * from './queues/housekeeping.ts';
export * from './queues/import-runs.ts';
export { type RedisRole, redisOptionsFromUrl } from './redis-options.ts';
