/** Form types in rough proportion to a real quarter: Form 4 dominates, then 8-K, 10-Q, 13F and D. */
const FORMS = ['4', '4', '4', '4', '4', '8-K', '8-K', '10-Q', 'SC 13G/A', '13F-HR', 'D', '424B2', '497', '10-K', 'S-1', 'DEF 14A'];

/**
 * A master index of `rows` filings dated `date`, with made-up companies (CIKs from `firstCik`) and
 * accession numbers unique per (seed, row): a daily file of any size for tests and benchmarks.
 */
export function generatedMasterIndex(
  rows: number,
  options: { date: string; firstCik?: number; companies?: number; seed?: number },
): string {
  const compact = options.date.replaceAll('-', '');
  const firstCik = options.firstCik ?? 2_000_000;
  const companies = options.companies ?? Math.max(1, Math.floor(rows / 4));
  const seed = options.seed ?? 1;
  const year = options.date.slice(2, 4);
  const lines = [
    'Description:           Daily Index of EDGAR Dissemination Feed',
    `Last Data Received:    ${options.date}`,
    '',
    'CIK|Company Name|Form Type|Date Filed|File Name',
    '-'.repeat(80),
  ];
  for (let i = 0; i < rows; i += 1) {
    const cik = firstCik + ((i * 7919) % companies);
    const accession = `${String(seed).padStart(10, '0')}-${year}-${String(i).padStart(6, '0')}`;
    lines.push(`${cik}|GENERATED COMPANY ${cik} INC|${FORMS[i % FORMS.length]}|${compact}|edgar/data/${cik}/${accession}.txt`);
  }
  lines.push('');
  return lines.join('\n');
}
