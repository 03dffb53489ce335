import type { AnyProcessor, AnyQueueDef } from '@ea/jobs';

/** The host's queues and processors do not match one to one; the host does not start. */
export class WorkerHostConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerHostConfigError';
  }
}

/**
 * Matches each queue with exactly one processor. Throws WorkerHostConfigError naming the queue
 * when a queue has no processor or several, when a queue is listed twice, or when a processor
 * belongs to a queue the host does not serve: each would otherwise leave jobs waiting forever or
 * handled by whichever processor registered last.
 */
export function pairProcessors(queues: readonly AnyQueueDef[], processors: readonly AnyProcessor[]): Map<string, AnyProcessor> {
  const served = new Set<string>();
  for (const queue of queues) {
    if (served.has(queue.name)) throw new WorkerHostConfigError(`queue "${queue.name}" is listed twice`);
    served.add(queue.name);
  }
  const pairs = new Map<string, AnyProcessor>();
  for (const processor of processors) {
    const name = processor.queue.name;
    if (!served.has(name)) throw new WorkerHostConfigError(`a processor is given for unknown queue "${name}"`);
    if (pairs.has(name)) throw new WorkerHostConfigError(`queue "${name}" has two processors`);
    pairs.set(name, processor);
  }
  for (const name of served) {
    if (!pairs.has(name)) throw new WorkerHostConfigError(`queue "${name}" has no processor`);
  }
  return pairs;
}
