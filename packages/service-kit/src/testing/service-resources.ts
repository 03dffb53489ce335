import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createQueueClients } from '@ea/jobs';
import { createTestPrefix, testRedisUrl } from '@ea/jobs/test-prefix';
import { createLocalObjectStorage } from '@ea/storage';
import type { ServiceContext } from '../service-definition.ts';

export interface TestServiceResources extends Pick<ServiceContext, 'storage' | 'queue'> {
  /** Removes the stored objects and the queues' keys. */
  close(): Promise<void>;
}

/** The object storage and queue producers a test hands a service it registers itself: a temporary folder and a private queue prefix. */
export async function testServiceResources(label: string): Promise<TestServiceResources> {
  const root = await mkdtemp(join(tmpdir(), `${label}-objects-`));
  const storage = createLocalObjectStorage({ root });
  const redisUrl = testRedisUrl();
  const { prefix, cleanup } = createTestPrefix(redisUrl, label);
  const queues = createQueueClients({ connection: redisUrl, prefix });
  return {
    storage,
    queue: (def) => queues.of(def),
    async close() {
      await queues.close();
      await cleanup();
      await storage.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
