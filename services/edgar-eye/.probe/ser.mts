import pgUtils from 'pg/lib/utils.js';
import { parseIndexFile } from '../src/domain/index-files/index.ts';
import { generatedMasterIndex } from '../src/testing/generated-index.ts';

const parsed = parseIndexFile(
  generatedMasterIndex(300_000, { date: '2026-11-24', firstCik: 9_000_000_000, seed: 3 }),
  'master.20261124.idx',
);
const f = parsed.filings;
for (let k = 0; k < 3; k++) {
  const t = performance.now();
  for (let s = 0; s < f.length; s += 20000) {
    const b = f.slice(s, s + 20000);
    for (const arr of [
      b.map((x) => x.accession),
      b.map((x) => x.cik),
      b.map((x) => x.companyName),
      b.map((x) => x.formType),
      b.map((x) => x.dateFiled),
      b.map((x) => x.fileName),
    ])
      pgUtils.prepareValue(arr);
  }
  console.log('pg prepareValue 300k', (performance.now() - t).toFixed(0));
}
