import type { XbrlMetadata } from '@ea/contracts/library';
import { type ExtractedContext, type InlineXbrlContent, readInlineXbrl } from './extract-facts.ts';

/**
 * The XBRL metadata an Inline XBRL document's header amounts to: its namespaces, schemaRefs,
 * contexts, units, hidden facts and relationships (facts to their footnotes), in the shape the library saves. An upload's topics keep the
 * facts in the text; this keeps what the header holds, so the same document can be written back.
 * XML allows whitespace around an element's text (`<xbrli:instant>\n 2025-03-29</xbrli:instant>`):
 * identifiers, dates, members and measures are kept without it.
 */
export function metadataOfInlineXbrl(content: InlineXbrlContent): XbrlMetadata {
  return {
    namespaces: content.namespaces,
    schemaRefs: content.schemaRefs.map((href) => href.trim()),
    contexts: content.contexts.map((c) => ({
      id: c.id,
      period: trimmedPeriod(c.period),
      entity: {
        scheme: c.scheme.trim(),
        identifier: c.identifier.trim(),
        ...(c.explicitMembers.length + c.typedMembers.length > 0
          ? {
              segment: {
                explicitMembers: c.explicitMembers.map((m) => ({ dimension: m.dimension, member: m.member.trim() })),
                typedMembers: c.typedMembers,
              },
            }
          : {}),
      },
    })),
    units: content.units.map((u) => {
      const numerator = u.numerator.map((m) => m.trim());
      const denominator = u.denominator.map((m) => m.trim());
      return denominator.length > 0 ? { id: u.id, numerator, denominator } : { id: u.id, measures: numerator };
    }),
    hiddenFacts: content.facts
      .filter((f) => f.hidden)
      .map((f) => ({
        ...(f.id !== null ? { id: f.id } : {}),
        kind: f.kind,
        name: f.name,
        contextRef: f.contextRef,
        value: f.markup ?? f.value,
        ...(f.unitRef !== null ? { unitRef: f.unitRef } : {}),
        ...(f.decimals !== null ? { decimals: f.decimals } : {}),
        ...(f.scale !== null ? { scale: f.scale } : {}),
        ...(f.sign === '-' ? { sign: '-' as const } : {}),
        ...(f.format !== null ? { format: f.format } : {}),
        ...(f.escape ? { escape: true } : {}),
        ...(f.nil ? { nil: true } : {}),
      })),
    relationships: content.relationships.map((r) => ({
      fromRefs: r.fromRefs,
      toRefs: r.toRefs,
      ...(r.arcrole !== null ? { arcrole: r.arcrole.trim() } : {}),
      ...(r.linkRole !== null ? { linkRole: r.linkRole.trim() } : {}),
      ...(r.order !== null ? { order: r.order.trim() } : {}),
    })),
  };
}

function trimmedPeriod(period: ExtractedContext['period']): XbrlMetadata['contexts'][number]['period'] {
  const { instant, startDate, endDate, forever } = period;
  return {
    ...(instant !== undefined ? { instant: instant.trim() } : {}),
    ...(startDate !== undefined ? { startDate: startDate.trim() } : {}),
    ...(endDate !== undefined ? { endDate: endDate.trim() } : {}),
    ...(forever ? { forever } : {}),
  };
}

/** The XBRL metadata of an Inline XBRL document's text; throws when the text is not well-formed XML. */
export function readInlineXbrlMetadata(xml: string): XbrlMetadata {
  return metadataOfInlineXbrl(readInlineXbrl(xml));
}
