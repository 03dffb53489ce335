const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_TRAILER = Buffer.from('%%EOF', 'latin1');

/** A PDF by content: the `%PDF-` header first and the `%%EOF` marker in its last kilobyte (a file cut short has none). */
export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) && bytes.subarray(-1024).includes(PDF_TRAILER);
}
