import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How large a generated 10-K is: concepts, contexts, text blocks. */
export interface TenKShape {
  /** Numeric concepts; every fifth is the total of the four before it (a calculation). */
  numericConcepts: number;
  /** Duration contexts (fiscal periods × business segments); numeric facts are reported in each. */
  contexts: number;
  /** Text block facts (the notes), each `textBlockBytes` long. */
  textBlocks: number;
  textBlockBytes: number;
}

export const TEN_K_SHAPE: TenKShape = { numericConcepts: 300, contexts: 40, textBlocks: 60, textBlockBytes: 35_000 };

const NS = 'http://example.com/bench/2025';
const NOTE =
  'The Company recognizes revenue when control of the promised goods or services is transferred to customers, in an amount that reflects the consideration to which the Company expects to be entitled. ';

/**
 * Writes a 10-K-sized XBRL 2.1 filing into `dir`: an extension schema of its own (importing only
 * the built-in xbrli and link schemas, so it resolves offline), a label and a calculation linkbase,
 * and the instance, whose calculations are consistent. Returns the instance's file URL, its size
 * and its number of facts.
 */
export function writeTenK(dir: string, shape: TenKShape = TEN_K_SHAPE): { instanceUrl: string; bytes: number; facts: number } {
  mkdirSync(dir, { recursive: true });
  const concepts = Array.from({ length: shape.numericConcepts }, (_, i) => `Amount${i}`);
  const textBlocks = Array.from({ length: shape.textBlocks }, (_, i) => `Note${i}TextBlock`);

  writeFileSync(
    join(dir, 'bench-2025.xsd'),
    `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" targetNamespace="${NS}" elementFormDefault="qualified">
  <xs:annotation><xs:appinfo>
    <link:linkbaseRef xlink:type="simple" xlink:href="bench-2025_lab.xml" xlink:role="http://www.xbrl.org/2003/role/labelLinkbaseRef" xlink:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>
    <link:linkbaseRef xlink:type="simple" xlink:href="bench-2025_cal.xml" xlink:role="http://www.xbrl.org/2003/role/calculationLinkbaseRef" xlink:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>
  </xs:appinfo></xs:annotation>
  <xs:import namespace="http://www.xbrl.org/2003/instance" schemaLocation="http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd"/>
${concepts.map((c) => `  <xs:element id="b_${c}" name="${c}" type="xbrli:monetaryItemType" substitutionGroup="xbrli:item" xbrli:periodType="duration" xbrli:balance="credit" nillable="true"/>`).join('\n')}
${textBlocks.map((c) => `  <xs:element id="b_${c}" name="${c}" type="xbrli:stringItemType" substitutionGroup="xbrli:item" xbrli:periodType="duration" nillable="true"/>`).join('\n')}
</xs:schema>
`,
  );

  const locs = (names: string[]) =>
    names.map((c) => `    <link:loc xlink:type="locator" xlink:href="bench-2025.xsd#b_${c}" xlink:label="${c}"/>`).join('\n');
  writeFileSync(
    join(dir, 'bench-2025_lab.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>
<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
  <link:labelLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">
${locs([...concepts, ...textBlocks])}
${[...concepts, ...textBlocks]
  .map(
    (
      c,
    ) => `    <link:label xlink:type="resource" xlink:label="${c}_lbl" xlink:role="http://www.xbrl.org/2003/role/label" xml:lang="en">${c.replace(/(\d+)/, ' $1 ')}</link:label>
    <link:labelArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/concept-label" xlink:from="${c}" xlink:to="${c}_lbl"/>`,
  )
  .join('\n')}
  </link:labelLink>
</link:linkbase>
`,
  );

  const totals = concepts.filter((_, i) => i % 5 === 4);
  writeFileSync(
    join(dir, 'bench-2025_cal.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>
<link:linkbase xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink">
  <link:calculationLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">
${locs(concepts)}
${totals
  .flatMap((total) => {
    const i = concepts.indexOf(total);
    return [1, 2, 3, 4].map(
      (k) =>
        `    <link:calculationArc xlink:type="arc" xlink:arcrole="http://www.xbrl.org/2003/arcrole/summation-item" xlink:from="${total}" xlink:to="${concepts[i - k]}" weight="1" order="${k}"/>`,
    );
  })
  .join('\n')}
  </link:calculationLink>
</link:linkbase>
`,
  );

  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>
<xbrli:xbrl xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:iso4217="http://www.xbrl.org/2003/iso4217" xmlns:xbrldi="http://xbrl.org/2006/xbrldi" xmlns:b="${NS}">
  <link:schemaRef xlink:type="simple" xlink:href="bench-2025.xsd"/>
  <xbrli:unit id="USD"><xbrli:measure>iso4217:USD</xbrli:measure></xbrli:unit>
`,
  ];
  for (let c = 0; c < shape.contexts; c++) {
    const year = 2025 - (c % 4);
    const segment = c < 4 ? '' : `<xbrli:segment><b:BusinessSegment>Segment${Math.floor(c / 4)}</b:BusinessSegment></xbrli:segment>`;
    parts.push(
      `  <xbrli:context id="c${c}"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">0000000001</xbrli:identifier>${segment}</xbrli:entity><xbrli:period><xbrli:startDate>${year - 1}-10-01</xbrli:startDate><xbrli:endDate>${year}-09-30</xbrli:endDate></xbrli:period></xbrli:context>\n`,
    );
  }
  let facts = 0;
  for (let c = 0; c < shape.contexts; c++) {
    let group = 0;
    concepts.forEach((concept, i) => {
      const value = i % 5 === 4 ? group : ((i * 7919 + c * 104_729) % 9_000_000) * 1000;
      group = i % 5 === 4 ? 0 : group + value;
      parts.push(`  <b:${concept} contextRef="c${c}" unitRef="USD" decimals="-3">${value}</b:${concept}>\n`);
      facts++;
    });
  }
  const note = NOTE.repeat(Math.ceil(shape.textBlockBytes / NOTE.length)).slice(0, shape.textBlockBytes);
  for (const block of textBlocks) {
    parts.push(`  <b:${block} contextRef="c0">&lt;p&gt;${note}&lt;/p&gt;</b:${block}>\n`);
    facts++;
  }
  parts.push('</xbrli:xbrl>\n');
  const instance = parts.join('');
  const file = join(dir, 'bench-20250930.xml');
  writeFileSync(file, instance);
  return { instanceUrl: `file://${file}`, bytes: Buffer.byteLength(instance), facts };
}
