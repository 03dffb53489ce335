/** The partition of an aggregate: FNV-1a of its id, so every publisher agrees without coordination. */
export function partitionOf(aggregateId: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < aggregateId.length; i++) {
    hash ^= aggregateId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
