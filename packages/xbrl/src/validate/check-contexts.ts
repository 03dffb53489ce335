import type { Dts } from '../dts/model.ts';
import { XBRLI } from '../dts/standard-taxonomy.ts';
import type { Context } from '../model/instance.ts';
import { streamXml } from '../xml/stream-xml.ts';
import { boundary } from './instance-equality.ts';
import type { Report } from './report.ts';

/**
 * Context rules of XBRL 2.1 §4.7: a duration starts before it ends, and segment and scenario hold
 * no xbrli elements and no facts (elements of the item or tuple substitution groups).
 */
export function checkContexts(contexts: Iterable<Context>, dts: Dts, report: Report): void {
  for (const context of contexts) {
    const p = context.period;
    if (p.type === 'duration' && boundary(p.start, false) >= boundary(p.end, true))
      report.error(
        'xbrl.4.7.2.periodStartAfterEnd',
        `Context "${context.id}" has a period starting ${p.start}, not before its end ${p.end}.`,
        context.location,
      );
    for (const [container, xml] of [
      ['segment', context.otherSegment],
      ['scenario', context.otherScenario],
    ] as const) {
      if (!xml) continue;
      for (const name of elementNames(xml)) {
        const key = `{${name.namespace}}${name.localName}`;
        if (name.namespace === XBRLI)
          report.error(
            `xbrl.4.7.3.${container}XbrliElement`,
            `The ${container} of context "${context.id}" contains xbrli:${name.localName}; XBRL instance elements are not allowed there.`,
            context.location,
          );
        else if (dts.concepts.has(key))
          report.error(
            `xbrl.4.7.3.${container}Fact`,
            `The ${container} of context "${context.id}" contains ${name.localName}, an item or tuple; facts are not allowed there.`,
            context.location,
          );
      }
    }
  }
}

function elementNames(xml: string): { namespace: string; localName: string }[] {
  const names: { namespace: string; localName: string }[] = [];
  streamXml(`<r>${xml}</r>`, 'segment', {
    startElement(el) {
      if (el.depth > 0) names.push({ namespace: el.namespace, localName: el.localName });
    },
    endElement() {},
    text() {},
  });
  return names;
}
