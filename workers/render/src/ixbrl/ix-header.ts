import type { IxContext, IxUnit } from './ix-metadata.ts';
import { attributes, xmlText } from './xml-names.ts';

/**
 * The `ix:header` of the output, in the order the schema requires: `ix:hidden` (only when there
 * are hidden facts: the schema wants at least one inside), `ix:references` with the taxonomy's
 * schemaRefs, `ix:resources` with the relationships of facts to footnotes and the contexts and
 * units the facts use. It sits in a hidden div:
 * browsers would otherwise show the hidden facts and the resources' text.
 */
export function ixHeader(parts: {
  hidden: readonly string[];
  schemaRefs: readonly string[];
  contexts: readonly IxContext[];
  units: readonly IxUnit[];
  relationships: readonly string[];
}): string {
  let out = '<div style="display:none"><ix:header>';
  if (parts.hidden.length > 0) out += `<ix:hidden>${parts.hidden.join('')}</ix:hidden>`;
  if (parts.schemaRefs.length > 0) {
    out += '<ix:references>';
    for (const href of parts.schemaRefs) out += `<link:schemaRef${attributes({ 'xlink:type': 'simple', 'xlink:href': href })}/>`;
    out += '</ix:references>';
  }
  out += '<ix:resources>';
  for (const relationship of parts.relationships) out += `\n${relationship}`;
  for (const context of parts.contexts) out += `\n${contextElement(context)}`;
  for (const unit of parts.units) out += `\n${unitElement(unit)}`;
  return `${out}</ix:resources></ix:header></div>`;
}

function contextElement(context: IxContext): string {
  let entity = `<xbrli:entity><xbrli:identifier${attributes({ scheme: context.scheme })}>${xmlText(context.identifier)}</xbrli:identifier>`;
  if (context.explicitMembers.length + context.typedMembers.length > 0) {
    entity += '<xbrli:segment>';
    for (const { dimension, member } of context.explicitMembers)
      entity += `<xbrldi:explicitMember${attributes({ dimension })}>${xmlText(member)}</xbrldi:explicitMember>`;
    // The element's name was checked to be an ASCII QName of a declared prefix: it is written as markup.
    for (const { dimension, element, value } of context.typedMembers)
      entity += `<xbrldi:typedMember${attributes({ dimension })}><${element}>${xmlText(value)}</${element}></xbrldi:typedMember>`;
    entity += '</xbrli:segment>';
  }
  entity += '</xbrli:entity>';
  const p = context.period;
  const period =
    'instant' in p
      ? `<xbrli:instant>${p.instant}</xbrli:instant>`
      : 'forever' in p
        ? '<xbrli:forever/>'
        : `<xbrli:startDate>${p.startDate}</xbrli:startDate><xbrli:endDate>${p.endDate}</xbrli:endDate>`;
  return `<xbrli:context${attributes({ id: context.id })}>${entity}<xbrli:period>${period}</xbrli:period></xbrli:context>`;
}

function unitElement(unit: IxUnit): string {
  const measures = (list: readonly string[]) => list.map((m) => `<xbrli:measure>${xmlText(m)}</xbrli:measure>`).join('');
  const body =
    unit.denominator.length > 0
      ? `<xbrli:divide><xbrli:unitNumerator>${measures(unit.numerator)}</xbrli:unitNumerator><xbrli:unitDenominator>${measures(unit.denominator)}</xbrli:unitDenominator></xbrli:divide>`
      : measures(unit.numerator);
  return `<xbrli:unit${attributes({ id: unit.id })}>${body}</xbrli:unit>`;
}
