import { DocumentType, type DocumentTypeId } from '@ea/contracts';

/** The document types of spec §3 as people name them. */
const DOCUMENT_TYPE_NAMES: Record<DocumentTypeId, string> = {
  [DocumentType.none]: 'None',
  [DocumentType.html]: 'HTML',
  [DocumentType.xbrl]: 'XBRL',
  [DocumentType.ixbrl]: 'iXBRL',
  [DocumentType.xbrlWithEdgar]: 'XBRL with EDGAR',
  [DocumentType.nonXbrl]: 'Non-XBRL',
  [DocumentType.wordML]: 'WordML',
  [DocumentType.ferc]: 'FERC',
  [DocumentType.ixbrlReview]: 'iXBRL Review',
  [DocumentType.xmlForm]: 'XML Form',
  [DocumentType.pdf]: 'PDF',
};

/** Every document type with its name, in the order of spec §3. */
export const DOCUMENT_TYPE_OPTIONS = (Object.entries(DOCUMENT_TYPE_NAMES) as [string, string][])
  .map(([id, name]) => ({ id: Number(id) as DocumentTypeId, name }))
  .sort((a, b) => a.id - b.id);

export function documentTypeName(id: number): string {
  return (DOCUMENT_TYPE_NAMES as Record<number, string>)[id] ?? `Type ${id}`;
}

/** The years the period filter offers: from next year down to the spec's minimum (2000). */
export function periodYears(minYear: number, now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear() + 1; year >= minYear; year--) years.push(year);
  return years;
}

/** The last day of the quarter after the one `date` ends: where a rollforward usually goes. */
export function nextQuarterEnd(date: string | null, today: Date = new Date()): string {
  const from = date ? new Date(`${date}T00:00:00Z`) : today;
  const base = Number.isNaN(from.getTime()) ? today : from;
  const quarter = Math.floor(base.getUTCMonth() / 3);
  // Day 0 of a month is the last day of the month before it.
  const end = new Date(Date.UTC(base.getUTCFullYear(), (quarter + 2) * 3, 0));
  return end.toISOString().slice(0, 10);
}
