import { readFile } from 'node:fs/promises';
import { sharedData } from '@ea/shared-data';
import { parseCompanyTickers, parseIndexFile } from '../src/domain/index-files/index.ts';

/**
 * The words real EDGAR filers are named with, from the reference index files: each name's first
 * word and the rest of it ("APPLE" + "INC.", "1ST" + "STREIT OFFICE INC."). The benchmark names
 * its companies by pairing one name's first word with another's rest, so the index holds millions
 * of names with EDGAR's vocabulary and word frequencies — a made-up vocabulary of a few words
 * makes every name look alike to a trigram index, which no real index does.
 */
export async function realNameParts(): Promise<{ firsts: string[]; rests: string[] }> {
  const names = new Set<string>();
  for (const file of ['company.20221003.idx', 'master.20200103.idx', 'form.20200318.idx']) {
    const text = await readFile(sharedData(`edgar-index/${file}`), 'latin1');
    for (const row of parseIndexFile(text, file).rows) names.add(row.companyName);
  }
  for (const entry of parseCompanyTickers(await readFile(sharedData('edgar-index/company_tickers.json'), 'utf8'))) names.add(entry.name);
  const firsts = new Set<string>();
  const rests = new Set<string>();
  for (const name of names) {
    const [first, ...rest] = name.trim().split(/\s+/);
    if (!first || rest.length === 0) continue;
    firsts.add(first);
    rests.add(rest.join(' '));
  }
  return { firsts: [...firsts].sort(), rests: [...rests].sort() };
}
