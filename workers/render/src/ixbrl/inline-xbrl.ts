import { footnoteCount, modelToXhtml, xhtmlDocument } from '@ea/document-model';
import type { RenderDocument } from '../render-document.ts';
import { FactWriter, type IxFactSummary, usedResources } from './fact-writer.ts';
import { type IxError, ixError, shown } from './ix-error.ts';
import { ixHeader } from './ix-header.ts';
import { readIxMetadata } from './ix-metadata.ts';
import { xmlText } from './xml-names.ts';

export interface InlineXbrlOptions {
  /** The `src` of a stored image (its file name in the submission). Default: the storage key. */
  imageSrc?: (key: string) => string;
}

export interface InlineXbrl {
  /** The Inline XBRL 1.1 document (XHTML, ASCII). Written even with errors, with the faulty facts untagged. */
  xhtml: string;
  /** The facts written, hidden ones first, then in document order. */
  facts: IxFactSummary[];
  errors: IxError[];
}

/** The language of the text facts (EDGAR reads `xml:lang` for dei:EntityRegistrantName). */
const LANGUAGE = 'en-US';

/**
 * The document as one Inline XBRL 1.1 document: each topic written by the model's XHTML writer
 * with its facts as `ix:nonFraction` / `ix:nonNumeric` / `ix:footnote` / `ix:continuation`, an
 * `ix:header` with the metadata's hidden facts, the taxonomy's schemaRefs, the relationships of
 * facts to footnotes and the contexts and units the facts use.
 * What the metadata or the model lacks for a valid output is reported in `errors`, fact by fact;
 * the fact concerned is written as plain text, so the rest still validates.
 */
export async function inlineXbrl(doc: RenderDocument, options: InlineXbrlOptions = {}): Promise<InlineXbrl> {
  const { metadata, errors } = readIxMetadata(doc.xbrl);
  const totalFootnotes = doc.topics.reduce((sum, topic) => sum + footnoteCount(topic.model), 0);
  // Every id of the output shares one space (xs:ID): contexts and units keep theirs (facts refer
  // to them), footnotes have theirs from the model's writer, facts and continuations take the rest.
  const footnoteIds = new Set<string>();
  for (let n = 1; n <= totalFootnotes; n++) footnoteIds.add(`fn-${n}`).add(`fnref-${n}`);
  const usedIds = new Set<string>([...metadata.contexts.keys(), ...metadata.units.keys(), ...footnoteIds]);
  const writer = new FactWriter(metadata, usedIds, errors);

  const hidden = writer.hiddenFacts(metadata.hiddenFacts);
  const bodies: string[] = [];
  let footnoteStart = 1;
  for (const topic of doc.topics) {
    const marked = modelToXhtml(topic.model, {
      modelAttributes: false,
      asciiOnly: true,
      imageSrc: options.imageSrc ?? ((key) => key),
      footnoteStart,
      renderFact: writer.renderFact,
    });
    bodies.push(`<div>${writer.resolve(marked, topic.id)}</div>`);
    footnoteStart += footnoteCount(topic.model);
  }

  const relationships = writer.relationships(metadata.relationships);
  const { contexts, units } = usedResources(metadata, writer);
  const unitIds = new Set(units.map((u) => u.id));
  for (const { id } of contexts) {
    if (unitIds.has(id)) errors.push(ixError('metadata', `Context and unit ${shown(id)} have the same id`));
    if (footnoteIds.has(id)) errors.push(ixError('metadata', `Context id ${id} is the id of a footnote of the document`));
  }
  for (const { id } of units)
    if (footnoteIds.has(id)) errors.push(ixError('metadata', `Unit id ${id} is the id of a footnote of the document`));

  const header = ixHeader({ hidden, schemaRefs: metadata.schemaRefs, contexts, units, relationships });
  const xhtml = xhtmlDocument({
    body: `${header}\n${bodies.join('\n')}\n`,
    namespaces: Object.fromEntries(metadata.namespaces),
  })
    // xhtmlDocument escapes the title but keeps it Unicode, and sets no language: EDGAR wants both.
    .replace('<title></title>', () => `<title>${xmlText(doc.title)}</title>`)
    .replace('<html ', `<html xml:lang="${LANGUAGE}" `);
  return { xhtml, facts: writer.facts, errors };
}
