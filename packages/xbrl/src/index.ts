export { runSuite, runVariation, type SectionSummary, summarize, type VariationResult } from './conformance/run-suite.ts';
export { applyCatalog, type CatalogRule, readCatalog } from './dts/catalog.ts';
export { discoverDts } from './dts/discover-dts.ts';
export type { ArcroleType, Concept, Dts, Endpoint, Relationship, Resource, RoleType, TypeInfo } from './dts/model.ts';
export { fileResolver, type Resolver, type TaxonomyPackage, taxonomyPackageResolver } from './dts/resolver.ts';
export { checkEdgarRules, type EdgarRuleOptions } from './efm/check-edgar-rules.ts';
export { loadEdgarResources } from './efm/edgar-resources.ts';
export { readInstance } from './instance/read-instance.ts';
export { readInlineXbrl } from './ixbrl/read-inline-xbrl.ts';
export type {
  Context,
  DimensionMember,
  Fact,
  Footnote,
  FootnoteRelationship,
  Instance,
  Location,
  Period,
  QName,
  Unit,
} from './model/instance.ts';
export type { Severity, XbrlMessage } from './model/message.ts';
export {
  BUNDLED_IXBRL_SCHEMA_DIR,
  IXBRL_SCHEMA_ENTRY,
  ixbrlSchemaDirs,
  validateInlineSchema,
} from './schema/inline-schema.ts';
export { SchemaSetCache, validateInstanceSchema } from './schema/instance-schema.ts';
export { applyTransform, EDGAR_TRANSFORM_NAMESPACES, IXT_NAMESPACES, isKnownFormat } from './transforms/apply-transform.ts';
export type { TransformResult } from './transforms/transform.ts';
export { checkInstanceLinks, type InstanceLinks, scanInstanceLinks } from './validate/instance-links.ts';
export { validateDts } from './validate/validate-dts.ts';
export { validateInlineDocument } from './validate/validate-inline-document.ts';
export { validateInstance } from './validate/validate-instance.ts';
export { type InstanceDocumentOptions, validateInstanceDocument } from './validate/validate-instance-document.ts';
export { NS } from './xml/namespaces.ts';
export { clark, NamespaceScope, resolveQName, sameQName } from './xml/qname.ts';
export { attribute, streamXml, type XmlAttribute, type XmlElement, type XmlHandler } from './xml/stream-xml.ts';
