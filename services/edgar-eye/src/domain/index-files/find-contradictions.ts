import { quoted } from './edgar-names.ts';
import type { IndexFileError, IndexRow } from './index-row.ts';

/** Buckets per row: few enough accessions share a bucket that the map below stays small. */
const BUCKETS_PER_ROW = 8;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the accession's 20 characters. */
function accessionHash(accession: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < accession.length; i += 1) hash = Math.imul(hash ^ accession.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}

/**
 * The rows where a filer lists an accession under another form type than its own earlier row did.
 *
 * A map of every row's filer and accession would cost a third of the parse on 300,000 rows. Most
 * accessions are listed once, so a first pass counts the rows per hash bucket, and only the rows
 * in a bucket with two or more (every repeat, and a few strangers that share its bucket) go
 * through the map, still in file order so that "earlier" means earlier.
 */
export function findContradictions(rows: IndexRow[]): IndexFileError[] {
  let size = 1024;
  while (size < rows.length * BUCKETS_PER_ROW) size *= 2;
  const mask = size - 1;
  const buckets = new Uint32Array(rows.length);
  const counts = new Uint8Array(size);
  for (let i = 0; i < rows.length; i += 1) {
    const bucket = accessionHash((rows[i] as IndexRow).accession) & mask;
    buckets[i] = bucket;
    if (counts[bucket] !== 2) counts[bucket] = (counts[bucket] as number) + 1;
  }

  const errors: IndexFileError[] = [];
  const firstListing = new Map<string, IndexRow>();
  for (let i = 0; i < rows.length; i += 1) {
    if (counts[buckets[i] as number] !== 2) continue;
    const row = rows[i] as IndexRow;
    const key = `${row.cik}/${row.accession}`;
    const first = firstListing.get(key);
    if (!first) firstListing.set(key, row);
    else if (first.formType !== row.formType) {
      errors.push({
        line: row.line,
        message: `accession ${row.accession} is listed as ${quoted(row.formType)} but line ${first.line} lists it as ${quoted(first.formType)}`,
      });
    }
  }
  return errors;
}
