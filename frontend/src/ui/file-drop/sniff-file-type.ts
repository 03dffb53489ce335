/** What a file's bytes say it is, whatever its name claims. */
export type SniffedType = 'jpeg' | 'png' | 'zip' | 'docx' | 'xlsx' | 'doc' | 'xml' | 'html' | 'pdf' | 'unknown';

const WINDOW = 64 * 1024;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * Recognises a file by its signature. Office files are zips told apart by their entry names,
 * which sit in the local headers near the start and in the central directory at the end.
 */
export async function sniffFileType(file: Blob): Promise<SniffedType> {
  const head = new Uint8Array(await file.slice(0, WINDOW).arrayBuffer());
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const tail = file.size > WINDOW ? new Uint8Array(await file.slice(file.size - WINDOW).arrayBuffer()) : new Uint8Array();
    const names = `${latin1(head)}${latin1(tail)}`;
    if (names.includes('word/')) return 'docx';
    if (names.includes('xl/')) return 'xlsx';
    return 'zip';
  }
  const text = latin1(head.subarray(0, 2048))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || /^<\?xml[^>]*>\s*<html/.test(text)) return 'html';
  if (text.startsWith('<?xml') || /^<[a-z_][\w:.-]*[\s>/]/.test(text)) return 'xml';
  return 'unknown';
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}
