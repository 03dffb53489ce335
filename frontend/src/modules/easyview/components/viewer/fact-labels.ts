import type { ViewerFact, ViewerPeriod } from '@ea/contracts/easyview';

/** "us-gaap:RevenueFromContractWithCustomerExcludingAssessedTax" → "RevenueFromContractWithCustomerExcludingAssessedTax". */
export const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/**
 * A concept's local name as words, for facts whose taxonomy had no label: capitals start words,
 * and a run of capitals stays one word ("EPS", "NetIncomeLossPerShare" → "Net Income Loss Per Share").
 */
export function nameAsWords(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .trim();
}

export const factLabel = (fact: Pick<ViewerFact, 'label' | 'concept'>) => fact.label ?? nameAsWords(localName(fact.concept));

/** What identifies a period in the filter: the same text for the same dates. */
export function periodKey(period: ViewerPeriod | null): string {
  if (!period) return '';
  if (period.type === 'forever') return 'forever';
  return period.type === 'instant' ? `instant:${period.end ?? ''}` : `duration:${period.start ?? ''}/${period.end ?? ''}`;
}

/** Calendar dates read as written in the context: no time zone may move them. */
function day(iso: string | null): string {
  if (!iso) return '?';
  const [year, month, date] = iso.slice(0, 10).split('-').map(Number);
  if (!year || !month || !date) return iso;
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' });
}

export function periodLabel(period: ViewerPeriod | null): string {
  if (!period) return 'No period';
  if (period.type === 'forever') return 'Forever';
  return period.type === 'instant' ? `As of ${day(period.end)}` : `${day(period.start)} – ${day(period.end)}`;
}
