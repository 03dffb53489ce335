import type { Dts } from '../dts/model.ts';
import type { XbrlMessage } from '../model/message.ts';
import { checkLinkbases } from './check-linkbases.ts';
import { checkRelationships } from './check-relationships.ts';
import { checkSchemas } from './check-schemas.ts';
import { Report } from './report.ts';

/**
 * Validates a DTS by the rules of XBRL 2.1 on taxonomy schemas and linkbases: concept declarations,
 * role and arcrole types, linkbaseRefs, locators, arcs, custom roles' usedOn, the standard
 * networks' relationship rules and cycles. Independent of any instance: validate a DTS once and
 * every instance against it with `validateInstance`.
 */
export function validateDts(dts: Dts): XbrlMessage[] {
  const report = new Report();
  checkSchemas(dts, report);
  checkLinkbases(dts, report);
  checkRelationships(dts, report);
  return report.messages;
}
