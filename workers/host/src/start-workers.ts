import { type AnyProcessorDefinition, createQueueClient, HOUSEKEEPING_EVERY_MS, housekeepingQueue, type WorkerContext } from '@ea/jobs';
import { SERVICES } from '@ea/services';
import { housekeepingProcessor } from '@ea/worker-housekeeping';
import { createWorkerHost, type WorkerHost } from './create-worker-host.ts';
import type { StalledJobSettings } from './stalled-job-settings.ts';
import { workerSettings } from './worker-settings.ts';

export interface StartWorkersOptions {
  redisUrl: string;
  /** What the processors are started with; its env also holds WORKER_QUEUES and WORKER_CONCURRENCY. */
  context: WorkerContext;
  /** Service schemas whose outbox and inbox housekeeping trims. */
  schemas: readonly string[];
  /** Default 7. */
  retentionDays?: number;
  prefix?: string;
  stalled?: Partial<StalledJobSettings>;
}

const HOUSEKEEPING_SCHEDULE = 'housekeeping-hourly';

/** The platform's own work and every service's jobs (see @ea/services). */
const PROCESSORS: readonly AnyProcessorDefinition[] = [housekeepingProcessor, ...SERVICES.flatMap((service) => service.jobs)];

/**
 * Runs the processors of the queues this process works (WORKER_QUEUES, default all; per-queue
 * WORKER_CONCURRENCY) and keeps the hourly housekeeping schedule in line with `schemas` (removed
 * when there are none). Used by the standalone worker main and by the gateway on one machine.
 */
export async function startWorkers(options: StartWorkersOptions): Promise<WorkerHost> {
  const settings = workerSettings(options.context.env);
  const host = await createWorkerHost({
    connection: options.redisUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    ...(options.stalled ? { stalled: options.stalled } : {}),
    context: options.context,
    processors: PROCESSORS,
    ...settings,
    logger: options.context.log,
  });
  const housekeeping = createQueueClient(housekeepingQueue, {
    connection: options.redisUrl,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
  try {
    if (options.schemas.length > 0) {
      const payload = { schemas: [...options.schemas], retentionDays: options.retentionDays ?? 7 };
      await housekeeping.schedule(HOUSEKEEPING_SCHEDULE, payload, { every: HOUSEKEEPING_EVERY_MS });
    } else {
      await housekeeping.unschedule(HOUSEKEEPING_SCHEDULE);
    }
  } catch (error) {
    await host.close();
    throw error;
  } finally {
    await housekeeping.close();
  }
  return host;
}
