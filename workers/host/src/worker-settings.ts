import type { Env } from '@ea/service-kit';
import { WorkerHostConfigError } from './select-processors.ts';

export interface WorkerSettings {
  /** The queues to work; undefined for all. */
  queues?: readonly string[];
  /** Jobs of a queue at once, for the queues named. */
  concurrency: Readonly<Record<string, number>>;
}

/**
 * WORKER_QUEUES (`company-import,render`) and WORKER_CONCURRENCY (`render=4,company-import=2`), so
 * a kind of work can run in processes of its own, scaled on its own. A malformed value stops the
 * process at start rather than leaving a queue unworked.
 */
export function workerSettings(env: Env): WorkerSettings {
  const queues = listOf(env.WORKER_QUEUES);
  const concurrency: Record<string, number> = {};
  for (const pair of listOf(env.WORKER_CONCURRENCY) ?? []) {
    const match = /^([a-z][a-z0-9-]*)=([1-9]\d{0,3})$/.exec(pair);
    if (!match) throw new WorkerHostConfigError(`WORKER_CONCURRENCY entry "${pair}" is not queue=n (n from 1 to 9999)`);
    concurrency[match[1]!] = Number(match[2]);
  }
  return { ...(queues ? { queues } : {}), concurrency };
}

function listOf(value: string | undefined): string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}
