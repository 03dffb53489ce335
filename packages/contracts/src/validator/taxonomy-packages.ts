import { type Static, Type } from 'typebox';

/**
 * XBRL Taxonomy Packages (a zip holding META-INF/taxonomyPackage.xml and, usually,
 * META-INF/catalog.xml) uploaded at a module's taxonomy screen. They belong to the uploader's
 * channel and module: the validations of that channel's projects of that module resolve a DTS
 * through their catalogs, offline.
 *
 * - GET    /taxonomy-packages                 → TaxonomyPackageList (the caller's channel's, newest first)
 * - POST   /taxonomy-packages                 multipart `file` → 201 TaxonomyPackage
 * - DELETE /taxonomy-packages/:packageId      → 204
 *
 * under /api/validator and /api/easyview, each needing its module.
 */

/** Largest package zip taken: the US GAAP and SEC packages are well under it. */
export const TAXONOMY_PACKAGE_MAX_BYTES = 50 * 1024 * 1024;
/** What a package may unpack to, all files together. */
export const TAXONOMY_PACKAGE_MAX_UNPACKED_BYTES = 600 * 1024 * 1024;
/** Files a package may hold. */
export const TAXONOMY_PACKAGE_MAX_ENTRIES = 20_000;

export const TaxonomyEntryPointSchema = Type.Object({
  name: Type.String(),
  /** The entry point's document URL, as a filing's schemaRef names it. */
  url: Type.String(),
});
export type TaxonomyEntryPoint = Static<typeof TaxonomyEntryPointSchema>;

export const TaxonomyPackageSchema = Type.Object({
  id: Type.Integer(),
  identifier: Type.String(),
  name: Type.String(),
  version: Type.String(),
  /** The uploaded zip's name, as the user's machine named it (display only). */
  fileName: Type.String(),
  size: Type.Integer(),
  entryPoints: Type.Array(TaxonomyEntryPointSchema),
  /** The URLs (or URL prefixes) its catalog maps to its own files. */
  mappedUrls: Type.Array(Type.String()),
  uploadedBy: Type.String(),
  uploadedAt: Type.String(),
});
export type TaxonomyPackage = Static<typeof TaxonomyPackageSchema>;

export const TaxonomyPackageListSchema = Type.Object({ items: Type.Array(TaxonomyPackageSchema) });
export type TaxonomyPackageList = Static<typeof TaxonomyPackageListSchema>;

/** Why a package upload or deletion was refused. */
export const TaxonomyPackageErrors = {
  notFound: 'Taxonomy package not found',
  fileKind: 'Please choose a taxonomy package: a .zip holding META-INF/taxonomyPackage.xml',
  fileTooLarge: 'The taxonomy package is larger than 50 MB',
  fileEmpty: 'The file is empty',
  zipRefused: 'The zip cannot be opened safely (too large unpacked, too many files, or paths outside the zip)',
  metadataInvalid: 'META-INF/taxonomyPackage.xml is not well-formed or lacks its identifier, name or version',
  catalogInvalid: 'META-INF/catalog.xml is not a well-formed XML catalog',
  duplicate: 'This taxonomy package (same identifier and version) is already uploaded',
  noChannel: 'Taxonomy packages belong to a channel; sign in as a user of one to upload them',
} as const;
