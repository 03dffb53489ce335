/**
 * What XBRL 2.1 (and the Dimensions schemas filings import) define and every processor knows: the
 * xbrli item types, the standard roles and arcroles. Their schemas are never read — they are part
 * of the processor, so a DTS that imports them resolves offline.
 */

export const XBRLI = 'http://www.xbrl.org/2003/instance';
export const LINK = 'http://www.xbrl.org/2003/linkbase';
export const XLINK = 'http://www.w3.org/1999/xlink';
export const XL = 'http://www.xbrl.org/2003/XLink';
export const XSD = 'http://www.w3.org/2001/XMLSchema';
export const XBRLDT = 'http://xbrl.org/2005/xbrldt';
export const ISO4217 = 'http://www.xbrl.org/2003/iso4217';

/** Schema locations of the standard schemas: discovery takes them as known and reads none of them. */
const STANDARD_SCHEMAS = [
  /^https?:\/\/www\.xbrl\.org\/2003\/xbrl-instance-2003-12-31\.xsd$/,
  /^https?:\/\/www\.xbrl\.org\/2003\/xbrl-linkbase-2003-12-31\.xsd$/,
  /^https?:\/\/www\.xbrl\.org\/2003\/xl-2003-12-31\.xsd$/,
  /^https?:\/\/www\.xbrl\.org\/2003\/xlink-2003-12-31\.xsd$/,
  /^https?:\/\/www\.xbrl\.org\/2005\/xbrldt-2005\.xsd$/,
  /^https?:\/\/www\.xbrl\.org\/2006\/xbrldi-2006\.xsd$/,
  /^https?:\/\/www\.w3\.org\/2001\/xml\.xsd$/,
];

export function isStandardSchema(url: string): boolean {
  return STANDARD_SCHEMAS.some((re) => re.test(url));
}

/** The xbrli item types (XBRL 2.1 §5.1.1.3) and the XSD type each restricts. */
export const ITEM_TYPES: Readonly<Record<string, string>> = {
  monetaryItemType: 'decimal',
  sharesItemType: 'decimal',
  pureItemType: 'decimal',
  decimalItemType: 'decimal',
  floatItemType: 'float',
  doubleItemType: 'double',
  integerItemType: 'integer',
  nonPositiveIntegerItemType: 'nonPositiveInteger',
  negativeIntegerItemType: 'negativeInteger',
  longItemType: 'long',
  intItemType: 'int',
  shortItemType: 'short',
  byteItemType: 'byte',
  nonNegativeIntegerItemType: 'nonNegativeInteger',
  unsignedLongItemType: 'unsignedLong',
  unsignedIntItemType: 'unsignedInt',
  unsignedShortItemType: 'unsignedShort',
  unsignedByteItemType: 'unsignedByte',
  positiveIntegerItemType: 'positiveInteger',
  fractionItemType: 'fraction',
  stringItemType: 'string',
  booleanItemType: 'boolean',
  hexBinaryItemType: 'hexBinary',
  base64BinaryItemType: 'base64Binary',
  anyURIItemType: 'anyURI',
  QNameItemType: 'QName',
  durationItemType: 'duration',
  dateTimeItemType: 'dateUnion',
  timeItemType: 'time',
  dateItemType: 'date',
  gYearMonthItemType: 'gYearMonth',
  gYearItemType: 'gYear',
  gMonthDayItemType: 'gMonthDay',
  gDayItemType: 'gDay',
  gMonthItemType: 'gMonth',
  normalizedStringItemType: 'normalizedString',
  tokenItemType: 'token',
  languageItemType: 'language',
  NameItemType: 'Name',
  NCNameItemType: 'NCName',
};

/** The simple types of the xbrli namespace that are not item types. */
export const XBRLI_SIMPLE_TYPES: Readonly<Record<string, string>> = {
  monetary: 'decimal',
  shares: 'decimal',
  pure: 'decimal',
  nonZeroDecimal: 'decimal',
  precisionType: 'precision',
  decimalsType: 'decimals',
  dateUnion: 'dateUnion',
};

/** XSD built-in types whose values are numbers: item types over them are numeric (XBRL 2.1 §4.6). */
export const NUMERIC_XSD_TYPES = new Set([
  'decimal',
  'float',
  'double',
  'integer',
  'nonPositiveInteger',
  'negativeInteger',
  'long',
  'int',
  'short',
  'byte',
  'nonNegativeInteger',
  'unsignedLong',
  'unsignedInt',
  'unsignedShort',
  'unsignedByte',
  'positiveInteger',
]);

/** Substitution group heads built in, with the group each belongs to (Dimensions items are items). */
export const STANDARD_SUBSTITUTION: Readonly<Record<string, 'item' | 'tuple'>> = {
  [`{${XBRLI}}item`]: 'item',
  [`{${XBRLI}}tuple`]: 'tuple',
  [`{${XBRLDT}}hypercubeItem`]: 'item',
  [`{${XBRLDT}}dimensionItem`]: 'item',
};

export const ARCROLE = {
  factFootnote: 'http://www.xbrl.org/2003/arcrole/fact-footnote',
  conceptLabel: 'http://www.xbrl.org/2003/arcrole/concept-label',
  conceptReference: 'http://www.xbrl.org/2003/arcrole/concept-reference',
  parentChild: 'http://www.xbrl.org/2003/arcrole/parent-child',
  summationItem: 'http://www.xbrl.org/2003/arcrole/summation-item',
  generalSpecial: 'http://www.xbrl.org/2003/arcrole/general-special',
  essenceAlias: 'http://www.xbrl.org/2003/arcrole/essence-alias',
  similarTuples: 'http://www.xbrl.org/2003/arcrole/similar-tuples',
  requiresElement: 'http://www.xbrl.org/2003/arcrole/requires-element',
} as const;

/** Standard arcroles, the arc element each is for, and their cycles (XBRL 2.1 §5.2; Dimensions §2). */
export const STANDARD_ARCROLES: Readonly<Record<string, { arc: string; cyclesAllowed: 'any' | 'undirected' | 'none' }>> = {
  [ARCROLE.factFootnote]: { arc: 'footnoteArc', cyclesAllowed: 'any' },
  [ARCROLE.conceptLabel]: { arc: 'labelArc', cyclesAllowed: 'any' },
  [ARCROLE.conceptReference]: { arc: 'referenceArc', cyclesAllowed: 'any' },
  [ARCROLE.parentChild]: { arc: 'presentationArc', cyclesAllowed: 'undirected' },
  [ARCROLE.summationItem]: { arc: 'calculationArc', cyclesAllowed: 'any' },
  [ARCROLE.generalSpecial]: { arc: 'definitionArc', cyclesAllowed: 'undirected' },
  [ARCROLE.essenceAlias]: { arc: 'definitionArc', cyclesAllowed: 'undirected' },
  [ARCROLE.similarTuples]: { arc: 'definitionArc', cyclesAllowed: 'any' },
  [ARCROLE.requiresElement]: { arc: 'definitionArc', cyclesAllowed: 'any' },
  'http://xbrl.org/int/dim/arcrole/all': { arc: 'definitionArc', cyclesAllowed: 'any' },
  'http://xbrl.org/int/dim/arcrole/notAll': { arc: 'definitionArc', cyclesAllowed: 'any' },
  'http://xbrl.org/int/dim/arcrole/hypercube-dimension': { arc: 'definitionArc', cyclesAllowed: 'none' },
  'http://xbrl.org/int/dim/arcrole/dimension-domain': { arc: 'definitionArc', cyclesAllowed: 'none' },
  'http://xbrl.org/int/dim/arcrole/domain-member': { arc: 'definitionArc', cyclesAllowed: 'undirected' },
  'http://xbrl.org/int/dim/arcrole/dimension-default': { arc: 'definitionArc', cyclesAllowed: 'none' },
};

export const STANDARD_LINK_ROLE = 'http://www.xbrl.org/2003/role/link';

const ROLE = 'http://www.xbrl.org/2003/role/';

/** Standard resource roles and the resource element they are for (XBRL 2.1 §5.2.2.2, §5.2.3.2, §4.11.1.2). */
export const STANDARD_RESOURCE_ROLES: Readonly<Record<string, string>> = Object.fromEntries([
  ...[
    'label',
    'terseLabel',
    'verboseLabel',
    'positiveLabel',
    'positiveTerseLabel',
    'positiveVerboseLabel',
    'negativeLabel',
    'negativeTerseLabel',
    'negativeVerboseLabel',
    'zeroLabel',
    'zeroTerseLabel',
    'zeroVerboseLabel',
    'totalLabel',
    'periodStartLabel',
    'periodEndLabel',
    'documentation',
    'definitionGuidance',
    'disclosureGuidance',
    'presentationGuidance',
    'measurementGuidance',
    'commentaryGuidance',
    'exampleGuidance',
  ].map((r) => [ROLE + r, 'label']),
  ...[
    'reference',
    'definitionRef',
    'disclosureRef',
    'mandatoryDisclosureRef',
    'recommendedDisclosureRef',
    'unspecifiedDisclosureRef',
    'presentationRef',
    'measurementRef',
    'commentaryRef',
    'exampleRef',
  ].map((r) => [ROLE + r, 'reference']),
  [`${ROLE}footnote`, 'footnote'],
]);

/** The five standard extended links, their arc and resource elements (XBRL 2.1 §5.2). */
export const STANDARD_LINKS: Readonly<Record<string, { arc: string; resource?: string }>> = {
  labelLink: { arc: 'labelArc', resource: 'label' },
  referenceLink: { arc: 'referenceArc', resource: 'reference' },
  presentationLink: { arc: 'presentationArc' },
  calculationLink: { arc: 'calculationArc' },
  definitionLink: { arc: 'definitionArc' },
  footnoteLink: { arc: 'footnoteArc', resource: 'footnote' },
};

/** Which taxonomy provides a namespace, to name it when its schema cannot be resolved. */
export function taxonomyForNamespace(namespace: string): string | undefined {
  const known: [RegExp, string][] = [
    [/^http:\/\/fasb\.org\/us-gaap\/(\d{4})/, 'the US GAAP taxonomy $1 (us-gaap)'],
    [/^http:\/\/xbrl\.us\/us-gaap\/(\d{4})/, 'the US GAAP taxonomy $1 (us-gaap, xbrl.us)'],
    [/^http:\/\/xbrl\.sec\.gov\/dei\/(\d{4})/, 'the SEC DEI taxonomy $1 (dei)'],
    [/^http:\/\/xbrl\.us\/dei\/(\d{4})/, 'the DEI taxonomy $1 (dei, xbrl.us)'],
    [/^http:\/\/fasb\.org\/srt\/(\d{4})/, 'the SEC Reporting taxonomy $1 (srt)'],
    [/^http:\/\/xbrl\.sec\.gov\/([a-z-]+)\/(\d{4})/, 'the SEC $1 taxonomy $2'],
    [/^http:\/\/xbrl\.us\/([a-z-]+)\/(\d{4})/, 'the xbrl.us $1 taxonomy $2'],
    [/^https?:\/\/xbrl\.ifrs\.org\/taxonomy\/(\d{4})/, 'the IFRS taxonomy $1 (ifrs-full)'],
  ];
  for (const [re, name] of known) {
    const m = re.exec(namespace);
    if (m) return m[0].replace(re, name);
  }
  return undefined;
}
