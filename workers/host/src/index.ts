export { createWorkerHost, type WorkerHost, type WorkerHostOptions } from './create-worker-host.ts';
export { WorkerHostConfigError } from './select-processors.ts';
export { DEFAULT_STALLED_JOB_SETTINGS, type StalledJobSettings } from './stalled-job-settings.ts';
export { type StartWorkersOptions, startWorkers } from './start-workers.ts';
export { workerContext } from './worker-context.ts';
