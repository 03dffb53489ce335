import { createTestDatabase } from '@ea/db/test-database';
import { addFormTypeCounts, generateAlerts, insertFilings, upsertCompanyNames } from '../src/db/ingest-repository.ts';
import { edgarEyeMigrations } from '../src/db/migrations/index.ts';
import { parseIndexFile } from '../src/domain/index-files/index.ts';
import { generatedMasterIndex } from '../src/testing/generated-index.ts';

const database = await createTestDatabase([edgarEyeMigrations]);
for (const seed of [9, 10]) {
  const text = generatedMasterIndex(300_000, { date: '2026-11-24', firstCik: 9_000_000_000 + seed * 1_000_000, seed });
  let t = performance.now();
  const parsed = parseIndexFile(text, 'master.20261124.idx');
  const lap = (l: string) => {
    const n = performance.now();
    console.log(l, (n - t).toFixed(0));
    t = n;
  };
  lap('parse');
  await database.db.transaction().execute(async (trx) => {
    const added = await insertFilings(
      trx,
      null,
      parsed.rows.map(({ accession, cik, companyName, formType, dateFiled, fileName }) => ({
        accession,
        cik,
        companyName,
        formType,
        dateFiled,
        fileName,
      })),
    );
    lap('insertFilings');
    await upsertCompanyNames(
      trx,
      parsed.rows.map(({ accession, cik, companyName, formType, dateFiled, fileName }) => ({
        accession,
        cik,
        companyName,
        formType,
        dateFiled,
        fileName,
      })),
    );
    lap('companies');
    await addFormTypeCounts(trx, added);
    lap('formCounts');
    await generateAlerts(trx, added);
    lap('alerts');
  });
  lap('commit');
}
await database.drop?.();
process.exit(0);
