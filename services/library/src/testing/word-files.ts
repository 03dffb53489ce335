import { constants, deflateRawSync } from 'node:zlib';
import { deflatedPart, zipArchive } from '@ea/workbook/testing';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

export interface WordSection {
  heading: string;
  paragraphs: string[];
}

/** A real .docx: each section a Heading 1 and its paragraphs (the upload makes one topic of each). */
export async function wordDocument(sections: readonly WordSection[]): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: sections.flatMap((section) => [
          new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
          ...section.paragraphs.map((text) => new Paragraph(text)),
        ]),
      },
    ],
  });
  return Packer.toBuffer(document);
}

const MB = 1024 * 1024;

/**
 * A .docx-shaped zip whose document part inflates to `megabytes` of zeros from about a kilobyte
 * per megabyte: a zip bomb. One megabyte of zeros is deflated once with a full flush and repeated.
 */
export function zipBombDocx(megabytes = 300): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const end = deflateRawSync(Buffer.alloc(0));
  return zipArchive([
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    { name: 'word/document.xml', compressed: Buffer.concat([...Array<Buffer>(megabytes).fill(chunk), end]), size: megabytes * MB, crc: 0 },
  ]);
}
