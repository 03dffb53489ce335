import { resolve } from 'node:path';
import { migrate, openDatabase } from '@ea/db';
import { SERVICE_DATABASES } from '@ea/services';

/** `pnpm db:migrate`: applies every service's pending migrations and prints what ran. */
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: resolve(process.env.DATA_DIR ?? '.data', 'pglite') });
try {
  const reports = await migrate(database.db, SERVICE_DATABASES);
  for (const r of reports) console.log(`${r.schema}: ${r.applied.length ? r.applied.join(', ') : 'up to date'}`);
  console.log(`migrations applied on ${database.kind}`);
} finally {
  await database.close();
}
