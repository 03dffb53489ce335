import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { type ZipPart, zipArchive } from '@ea/workbook/testing';
import { compressedBytes, readZipDirectory } from '@ea/workbook/zip-directory';

export { type ZipPart, zipArchive };

/** A deflated part holding these bytes (or this text, as UTF-8). */
export function part(name: string, content: Buffer | string): ZipPart {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

const MB = 1024 * 1024;

/**
 * A part that inflates to `inflatedBytes` zeros, built without ever holding them: one megabyte of
 * zeros is deflated once with a full flush (so each copy stands alone) and repeated, about 1 KB
 * per megabyte. `declaredBytes` is what the headers say it holds (a lying archive understates it).
 * The CRC is left at 0: a reader that checks it has already inflated everything, which is the
 * failure these parts exist to show.
 */
export function zerosPart(name: string, inflatedBytes: number, declaredBytes = inflatedBytes): ZipPart {
  const chunks = Math.ceil(inflatedBytes / MB);
  const compressedChunk = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const end = deflateRawSync(Buffer.alloc(0));
  return { name, compressed: Buffer.concat([...Array<Buffer>(chunks).fill(compressedChunk), end]), size: declaredBytes, crc: 0 };
}

/** The parts of an existing archive (a .docx), still compressed, so a test can replace or add some and zip it again. */
export function partsOf(archive: Buffer): ZipPart[] {
  return readZipDirectory(archive).map((entry) => ({
    name: entry.name,
    compressed: compressedBytes(archive, entry),
    size: entry.uncompressedSize,
    crc: entry.crc,
  }));
}

/** The archive with `replaced` parts put in place of those of the same name, and the others added at the end. */
export function withParts(archive: Buffer, ...replaced: ZipPart[]): Buffer {
  const byName = new Map(replaced.map((p) => [p.name, p]));
  const parts = partsOf(archive).map((p) => byName.get(p.name) ?? p);
  const names = new Set(parts.map((p) => p.name));
  return zipArchive([...parts, ...replaced.filter((p) => !names.has(p.name))]);
}

/** The text of one part of an archive. */
export function partText(archive: Buffer, name: string): string {
  const entry = readZipDirectory(archive).find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the archive`);
  const packed = compressedBytes(archive, entry);
  return (entry.method === 0 ? packed : inflateRawSync(packed)).toString('utf8');
}

/**
 * An honest part (true size and CRC) of `head`, then `block` `times` over, then `tail`, built
 * without holding it: each piece is deflated once with a full flush (so each copy stands alone)
 * and the block's copy repeated, so the part compresses as its text does, not like a bomb.
 */
export function repeatedPart(name: string, text: { head: string; block: string; times: number; tail: string }): ZipPart {
  const [head, block, tail] = [text.head, text.block, text.tail].map((piece) => Buffer.from(piece));
  const flushed = (data: Buffer) => deflateRawSync(data, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = crc32(head!);
  for (let i = 0; i < text.times; i++) crc = crc32(block!, crc);
  crc = crc32(tail!, crc);
  return {
    name,
    compressed: Buffer.concat([flushed(head!), ...Array<Buffer>(text.times).fill(flushed(block!)), deflateRawSync(tail!)]),
    size: head!.length + block!.length * text.times + tail!.length,
    crc,
  };
}

/** A Word document's XML with its body's content repeated to hold nearly `bytes` (never more): a long document, honestly declared. */
export function longDocumentPart(documentXml: string, bytes: number): ZipPart {
  const start = documentXml.indexOf('<w:body>') + '<w:body>'.length;
  const end = documentXml.lastIndexOf('<w:sectPr');
  const content = documentXml.slice(start, end);
  const block = content.repeat(Math.ceil(MB / content.length));
  const [head, tail] = [documentXml.slice(0, start), documentXml.slice(end)];
  const times = Math.floor((bytes - Buffer.byteLength(head) - Buffer.byteLength(tail)) / Buffer.byteLength(block));
  return repeatedPart('word/document.xml', { head, block, times, tail });
}
