import { describe, expect, it } from 'vitest';
import { WorkerHostConfigError } from './select-processors.ts';
import { workerSettings } from './worker-settings.ts';

describe('workerSettings', () => {
  it('works every queue one job at a time unless told otherwise', () => {
    expect(workerSettings({})).toEqual({ concurrency: {} });
  });

  it('reads the queues to work and each one’s concurrency', () => {
    expect(workerSettings({ WORKER_QUEUES: ' render , company-import', WORKER_CONCURRENCY: 'render=4, company-import=2' })).toEqual({
      queues: ['render', 'company-import'],
      concurrency: { render: 4, 'company-import': 2 },
    });
  });

  it.each(['render', 'render=0', 'render=two', 'Render=2', 'render=10000'])('refuses WORKER_CONCURRENCY entry "%s"', (entry) => {
    expect(() => workerSettings({ WORKER_CONCURRENCY: entry })).toThrow(WorkerHostConfigError);
  });
});
