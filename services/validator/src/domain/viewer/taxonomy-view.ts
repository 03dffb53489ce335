import type { CalculationLink } from '@ea/contracts/easyview';
import type { Dts, QName } from '@ea/xbrl';
import { clark } from '@ea/xbrl';

const CONCEPT_LABEL = 'http://www.xbrl.org/2003/arcrole/concept-label';
const STANDARD_LABEL = 'http://www.xbrl.org/2003/role/label';
const SUMMATION_ITEM = new Set(['http://www.xbrl.org/2003/arcrole/summation-item', 'https://xbrl.org/2023/arcrole/summation-item']);
/** Which label language wins when a concept has several: the filer's English first. */
const LANGUAGES = ['en-US', 'en'];

interface CalculationEnd {
  concept: string;
  weight: number;
  role: string;
}

/** What the viewer reads of a DTS: standard labels and calculation relationships by concept (Clark name). */
export interface TaxonomyView {
  label(concept: QName): string | null;
  calculation(concept: QName, name: (clarkName: string) => string): { parents: CalculationLink[]; children: CalculationLink[] };
}

/**
 * The DTS's standard labels and summation-item relationships, indexed once for every fact. Without
 * a DTS (a document that did not parse) every label is null and no calculation is known.
 */
export function taxonomyView(dts: Dts | null): TaxonomyView {
  const labels = new Map<string, { text: string; rank: number }>();
  const parents = new Map<string, CalculationEnd[]>();
  const children = new Map<string, CalculationEnd[]>();
  for (const r of dts?.relationships ?? []) {
    if (r.use === 'prohibited' || r.from.kind !== 'concept') continue;
    if (r.arcrole === CONCEPT_LABEL && r.to.kind === 'resource' && (r.to.resource.role ?? STANDARD_LABEL) === STANDARD_LABEL) {
      const rank = rankOf(r.to.resource.lang);
      const known = labels.get(r.from.concept);
      if (!known || rank < known.rank) labels.set(r.from.concept, { text: r.to.resource.text.trim(), rank });
    } else if (SUMMATION_ITEM.has(r.arcrole) && r.to.kind === 'concept') {
      const role = dts?.roleTypes.get(r.linkRole)?.[0]?.definition ?? r.linkRole;
      const weight = r.weight ?? 1;
      push(children, r.from.concept, { concept: r.to.concept, weight, role });
      push(parents, r.to.concept, { concept: r.from.concept, weight, role });
    }
  }
  const labelOf = (clarkName: string) => labels.get(clarkName)?.text ?? null;
  return {
    label: (concept) => labelOf(clark(concept)),
    calculation(concept, name) {
      const link = (end: CalculationEnd): CalculationLink => ({
        concept: name(end.concept),
        label: labelOf(end.concept),
        weight: end.weight,
        role: end.role,
      });
      const key = clark(concept);
      return { parents: (parents.get(key) ?? []).map(link), children: (children.get(key) ?? []).map(link) };
    },
  };
}

function rankOf(lang: string | undefined): number {
  const at = LANGUAGES.indexOf(lang ?? '');
  return at === -1 ? LANGUAGES.length : at;
}

function push(map: Map<string, CalculationEnd[]>, key: string, end: CalculationEnd): void {
  const list = map.get(key);
  if (list) list.push(end);
  else map.set(key, [end]);
}
