import type { XbrlMetadata } from '@ea/contracts/library';
import type { InlineXbrlContent } from './extract-facts.ts';

/**
 * The XBRL metadata an Inline XBRL document's header amounts to: its namespaces, schemaRefs,
 * contexts, units and hidden facts, in the shape the library saves. An upload's topics keep the
 * facts in the text; this keeps what the header holds, so the same document can be written back.
 */
export function metadataOfInlineXbrl(content: InlineXbrlContent): XbrlMetadata {
  return {
    namespaces: content.namespaces,
    schemaRefs: content.schemaRefs,
    contexts: content.contexts.map((c) => ({
      id: c.id,
      period: c.period,
      entity: {
        scheme: c.scheme,
        identifier: c.identifier,
        ...(c.explicitMembers.length + c.typedMembers.length > 0
          ? { segment: { explicitMembers: c.explicitMembers, typedMembers: c.typedMembers } }
          : {}),
      },
    })),
    units: content.units.map((u) =>
      u.denominator.length > 0 ? { id: u.id, numerator: u.numerator, denominator: u.denominator } : { id: u.id, measures: u.numerator },
    ),
    hiddenFacts: content.facts
      .filter((f) => f.hidden)
      .map((f) => ({
        ...(f.id !== null ? { id: f.id } : {}),
        kind: f.kind,
        name: f.name,
        contextRef: f.contextRef,
        value: f.value,
        ...(f.unitRef !== null ? { unitRef: f.unitRef } : {}),
        ...(f.decimals !== null ? { decimals: f.decimals } : {}),
        ...(f.scale !== null ? { scale: f.scale } : {}),
        ...(f.sign === '-' ? { sign: '-' as const } : {}),
        ...(f.format !== null ? { format: f.format } : {}),
      })),
  };
}
