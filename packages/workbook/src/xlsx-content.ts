import { ApiError, Messages } from '@ea/contracts';

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Whether the bytes are an .xlsx by content: a zip archive whose entries include the workbook
 * part (zip stores entry names uncompressed, so they can be found without unpacking).
 */
export function looksLikeXlsx(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_LOCAL_HEADER) && bytes.includes('xl/workbook.xml') && bytes.includes('[Content_Types].xml');
}

/** Throws 415 "Only .xlsx is allowed" unless the upload is an .xlsx by name and content. */
export function assertXlsx(bytes: Buffer, fileName: string): void {
  if (!fileName.toLowerCase().endsWith('.xlsx') || !looksLikeXlsx(bytes)) {
    throw new ApiError('unsupportedMediaType', Messages.files.xlsxOnly);
  }
}
