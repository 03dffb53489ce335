export { createWorkerHost, type WorkerHost, type WorkerHostOptions } from './create-worker-host.ts';
export type { HostLogger } from './host-logger.ts';
export { WorkerHostConfigError } from './pair-processors.ts';
export { DEFAULT_STALLED_JOB_SETTINGS, type StalledJobSettings } from './stalled-job-settings.ts';
export { type StartWorkersOptions, startWorkers } from './start-workers.ts';
