import { TextDecoder } from 'node:util';
import type { XbrlMessage } from '../model/message.ts';

/**
 * Text decoders for an XML document's bytes: the encoding from its byte-order mark, else from its
 * XML declaration, else UTF-8 (XML 1.0 §4.3.3). An encoding TextDecoder does not know falls back to
 * UTF-8 with a warning, since EDGAR documents are ASCII-compatible in practice.
 */
export function xmlDecoder(bytes: Uint8Array, file: string, messages: XbrlMessage[]): TextDecoder {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le');
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  if (declared === undefined) return new TextDecoder('utf-8');
  try {
    return new TextDecoder(declared.toLowerCase());
  } catch {
    messages.push({
      ruleId: 'xml.unsupportedEncoding',
      severity: 'warning',
      message: `The document declares the encoding "${declared}", which is not supported; it was read as UTF-8.`,
      location: { file, line: 1 },
    });
    return new TextDecoder('utf-8');
  }
}
