/**
 * Redis key names of the Redis Streams bus. A partition's stream and its leases share one hash
 * tag, so the lease-checked acknowledgement script touches a single cluster slot.
 */
export const streamKeys = {
  partition: (prefix: string, topic: string, partition: number) => `${prefix}:{${topic}:${partition}}`,
  lease: (prefix: string, topic: string, partition: number, group: string) => `${prefix}:{${topic}:${partition}}:lease:${group}`,
  /** The partition count of a topic, fixed by whoever uses the topic first. */
  partitionCount: (prefix: string, topic: string) => `${prefix}:${topic}:partitions`,
  members: (prefix: string, topic: string, group: string) => `${prefix}:${topic}:members:${group}`,
  deadLetter: (prefix: string, topic: string) => `${prefix}:${topic}:dead-letter`,
};

/** The consumer name a lease holder reads with: fixed per partition, so a new holder inherits the pending entries. */
export function partitionConsumer(partition: number): string {
  return `p${partition}`;
}
