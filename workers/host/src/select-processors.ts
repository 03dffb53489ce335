import type { AnyProcessorDefinition } from '@ea/jobs';

/** The host's processors and the queues it is asked to work do not match; the host does not start. */
export class WorkerHostConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerHostConfigError';
  }
}

/**
 * The processors this host runs, by queue name. Throws WorkerHostConfigError naming the queue
 * when two processors claim one queue (its current or a former name), or when `queues` lists a
 * queue twice or one no processor works: each would otherwise leave jobs waiting forever or
 * handled by whichever processor registered last, and when a concurrency is given (`tuned`) for
 * a queue no processor works. Without `queues`, every processor runs.
 */
export function selectProcessors<Context>(
  processors: readonly AnyProcessorDefinition<Context>[],
  queues?: readonly string[],
  tuned: readonly string[] = [],
): Map<string, AnyProcessorDefinition<Context>> {
  const byQueue = new Map<string, AnyProcessorDefinition<Context>>();
  const claimed = new Set<string>();
  for (const processor of processors) {
    for (const name of [processor.queue.name, ...processor.formerQueueNames]) {
      if (claimed.has(name)) throw new WorkerHostConfigError(`queue "${name}" has two processors`);
      claimed.add(name);
    }
    byQueue.set(processor.queue.name, processor);
  }
  for (const name of tuned) {
    if (!byQueue.has(name)) throw new WorkerHostConfigError(`a concurrency is given for unknown queue "${name}"`);
  }
  if (queues === undefined) return byQueue;
  const selected = new Map<string, AnyProcessorDefinition<Context>>();
  for (const name of queues) {
    const processor = byQueue.get(name);
    if (!processor) throw new WorkerHostConfigError(`queue "${name}" has no processor`);
    if (selected.has(name)) throw new WorkerHostConfigError(`queue "${name}" is listed twice`);
    selected.set(name, processor);
  }
  return selected;
}
