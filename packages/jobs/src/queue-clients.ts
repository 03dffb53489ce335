import type { QueueDef } from './define-queue.ts';
import { createQueueClient, type QueueClient, type QueueConnectionOptions } from './queue-client.ts';

/** The producers of one process, one per queue, each connecting on its first use and closed together. */
export interface QueueClients {
  of<Payload, Result>(def: QueueDef<Payload, Result>): QueueClient<Payload, Result>;
  close(): Promise<void>;
}

export function createQueueClients(options: QueueConnectionOptions): QueueClients {
  const clients = new Map<string, QueueClient<unknown, unknown>>();
  return {
    of<Payload, Result>(def: QueueDef<Payload, Result>): QueueClient<Payload, Result> {
      // Only this function adds to the map, always under the name of the definition it was given.
      const known = clients.get(def.name) as QueueClient<Payload, Result> | undefined;
      if (known) return known;
      const client = connectingOnUse(def, options);
      clients.set(def.name, client);
      return client;
    },
    async close() {
      await Promise.all([...clients.values()].map((client) => client.close()));
      clients.clear();
    },
  };
}

/** A client that opens its Redis connection when first asked to do something, so a process that never enqueues holds none. */
function connectingOnUse<Payload, Result>(def: QueueDef<Payload, Result>, options: QueueConnectionOptions): QueueClient<Payload, Result> {
  let client: QueueClient<Payload, Result> | undefined;
  const open = () => {
    client ??= createQueueClient(def, options);
    return client;
  };
  return {
    queue: def,
    enqueue: (payload, enqueueOptions) => open().enqueue(payload, enqueueOptions),
    schedule: (name, payload, repeat) => open().schedule(name, payload, repeat),
    unschedule: (name) => open().unschedule(name),
    status: (jobId) => open().status(jobId),
    close: async () => {
      await client?.close();
      client = undefined;
    },
  };
}
