export { ArchiveRefusals, megabytes, printable } from './archive-refusals.ts';
export { type Archive, type ArchiveLimits, isXmlPart, RATIO_EXEMPT_BYTES, type ReadArchiveOptions, readArchive } from './read-archive.ts';
export { DeclarationWatch } from './xml-declarations.ts';
