import type { ArchiveLimits } from '@ea/workbook/read-archive';

/**
 * How much an upload may hold and unpack to: archives are judged on their declarations first, then
 * while inflating (a .docx has twenty or so parts plus its images; Word XML compresses about 10 to 1).
 */
export interface UploadLimits extends ArchiveLimits {
  /** Bytes of the uploaded file itself. */
  maxFileBytes: number;
  /** Bytes of one image kept in the document. */
  maxImageBytes: number;
  /**
   * Unpacked bytes of a Word package's XML parts together (`.xml` and `.rels`: its document,
   * footnotes, styles, relationships…), all of which mammoth may parse whole in memory, at about
   * 2 MB a second. Images and embedded files are held to the limits above instead.
   */
  maxWordXmlBytes: number;
}

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 100 * MB,
  maxEntries: 2000,
  maxEntryBytes: 100 * MB,
  maxTotalBytes: 250 * MB,
  maxRatio: 200,
  maxImageBytes: 20 * MB,
  // The bench's filing generator (dense tables on every page) writes 1.3 MB of XML for 100 pages and
  // 13 MB for 1,000 pages (about 7 s in mammoth): 32 MB leaves such a filing 2.4 times its size, and
  // refuses a 100 MB document by its declaration instead of parsing it for a minute.
  maxWordXmlBytes: 32 * MB,
};
