import { ARCROLE } from '../dts/standard-taxonomy.ts';
import type { Instance } from '../model/instance.ts';
import type { Report } from './report.ts';

/**
 * Footnote link rules (XBRL 2.1 §4.11): footnotes carry xml:lang; locators point at facts; a
 * fact-footnote arc goes from a fact to a footnote.
 */
export function checkFootnotes(instance: Instance, report: Report): void {
  const factIds = new Set(instance.facts.flatMap((f) => (f.id === undefined ? [] : [f.id])));
  for (const footnote of instance.footnotes.values())
    if (!footnote.lang)
      report.error('xbrl.4.11.1.2.footnoteLang', `Footnote "${footnote.id}" has no xml:lang attribute.`, footnote.location);
  for (const r of instance.footnoteRelationships) {
    if (!factIds.has(r.fromFactId))
      report.error('xbrl.4.11.1.1.locatorNotFact', `A footnote arc starts at "${r.fromFactId}", which is not a fact of this instance.`, {
        file: instance.file,
      });
    if (r.arcrole === ARCROLE.factFootnote && !instance.footnotes.has(r.toId))
      report.error(
        'xbrl.4.11.1.3.1.factFootnoteTarget',
        `A fact-footnote arc from "${r.fromFactId}" ends at "${r.toId}", which is not a footnote.`,
        { file: instance.file },
      );
  }
}
