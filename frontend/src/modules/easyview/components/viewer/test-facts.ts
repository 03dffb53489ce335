import type { ViewerFact } from '@ea/contracts/easyview';

/** A fact of the viewer with every field filled, for the viewer's tests. */
export function viewerFact(fields: Partial<ViewerFact> & Pick<ViewerFact, 'id' | 'concept'>): ViewerFact {
  return {
    label: null,
    kind: 'numeric',
    value: '1000000',
    displayValue: '1',
    contextId: 'c-1',
    period: { type: 'duration', start: '2024-12-29', end: '2025-03-29' },
    dimensions: [],
    unit: 'iso4217:USD',
    decimals: '-6',
    scale: 6,
    negated: false,
    format: 'ixt:num-dot-decimal',
    hidden: false,
    footnotes: [],
    calculation: { parents: [], children: [] },
    ...fields,
  };
}
