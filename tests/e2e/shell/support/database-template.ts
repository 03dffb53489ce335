import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '@ea/db';
import { SERVICE_DATABASES } from '@ea/services';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded database, created and migrated once for the run, that each product starts from a copy of. */
    pgliteTemplate: string;
  }
}

/**
 * The browser stage's global set-up. Creating an embedded database (initdb in WebAssembly) and
 * migrating it takes about 4.5 s, once per product start; the browser tests start a product per
 * file and test the screens, not a first start (the product-start tests do that), so each starts
 * from a copy of this one, as a user's product does on its second start.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'ea-e2e-template-'));
  const pglite = join(dir, 'pglite');
  const database = await openDatabase({ dataDir: pglite });
  try {
    await migrate(database.db, SERVICE_DATABASES);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', pglite);
  return () => rm(dir, { recursive: true, force: true });
}
