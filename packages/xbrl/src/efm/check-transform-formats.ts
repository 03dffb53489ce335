import type { Instance } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import type { EdgarResources } from './edgar-resources.ts';

/**
 * EFM 5.2.5 (Inline XBRL): ix:format uses only the transformation registries EDGAR accepts, each
 * under the prefix the SEC's registry list requires (ixt, ixt-sec). One message per format.
 */
export function checkTransformFormats(instance: Instance, resources: EdgarResources): XbrlMessage[] {
  const messages: XbrlMessage[] = [];
  const reported = new Set<string>();
  for (const fact of instance.facts) {
    const format = fact.inline?.format;
    if (!format) continue;
    const written = `${format.prefix ? `${format.prefix}:` : ''}${format.localName}`;
    const key = `${format.namespace} ${written}`;
    if (reported.has(key)) continue;
    const prefix = resources.transformRegistries.get(format.namespace);
    if (prefix === undefined) {
      reported.add(key);
      messages.push({
        ruleId: 'efm.5.2.5.transformRegistry',
        severity: 'error',
        message: `The format ${written} of ${fact.concept.localName} is from the transformation registry ${format.namespace || '(no namespace)'}, which EDGAR does not accept; use ${[...resources.transformRegistries.keys()].join(', ')}.`,
        location: fact.location,
      });
    } else if (format.prefix !== undefined && format.prefix !== prefix) {
      reported.add(key);
      messages.push({
        ruleId: 'efm.5.2.5.transformPrefix',
        severity: 'error',
        message: `The format ${written} of ${fact.concept.localName} uses the prefix "${format.prefix}" for ${format.namespace}; EDGAR requires "${prefix}".`,
        location: fact.location,
      });
    }
  }
  return messages;
}
