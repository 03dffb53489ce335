import { createHash } from 'node:crypto';
import { DocumentType } from '@ea/contracts';
import { assertValidModel, type ModelNode, NODE } from '@ea/document-model';
import { contentKey } from '@ea/storage';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { uploadConversions } from './conversion/conversion-pool.ts';
import { type Converted, convertUpload } from './convert-upload.ts';
import { pairImageSizes } from './docx/image-sizes.ts';
import { SAMPLE_TABLE_TWIPS, sampleDocx } from './testing/sample-docx.ts';
import { samplePng } from './testing/sample-png.ts';
import { uploadStorage } from './testing/upload-storage.ts';
import { part, partsOf, partText, withParts } from './testing/zip-parts.ts';

// The process's conversion workers, which these uploads started, end with the file.
afterAll(() => uploadConversions.close());

const stores: ReturnType<typeof uploadStorage>[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
function store() {
  const created = uploadStorage();
  stores.push(created);
  return created;
}

function modelTopics(converted: Converted) {
  if (converted.kind !== 'model') throw new Error(`expected a model, got ${converted.kind}`);
  return converted.topics;
}

function all(node: ModelNode, type: string): ModelNode[] {
  const found = node.type === type ? [node] : [];
  for (const child of node.content ?? []) found.push(...all(child, type));
  return found;
}

function text(node: ModelNode): string {
  return node.text ?? (node.content ?? []).map(text).join('');
}

describe('convertUpload of a Word document', () => {
  it('keeps headings, lists, footnotes, the table with its merged cells, header row and widths, the image and the page break', async () => {
    const image = samplePng(4, 3);
    const uploads = store();
    const converted = await convertUpload(
      { fileName: 'Q3 report.docx', bytes: await sampleDocx(image) },
      { storeImage: uploads.storeImage },
    );

    expect(converted).toMatchObject({ kind: 'model', documentType: DocumentType.wordML, warnings: [] });
    const topics = modelTopics(converted);
    expect(topics.map((t) => t.title)).toEqual(['Q3 report', 'Financial statements', 'Notes']);
    for (const topic of topics) assertValidModel(topic.model);

    const [cover, statements, notes] = topics.map((t) => t.model);
    expect(cover!.content!.map(text)).toEqual(['Quarterly report']);
    expect(statements!.content!.map((block) => block.type)).toEqual([
      NODE.heading,
      NODE.heading,
      NODE.paragraph,
      NODE.bulletList,
      NODE.orderedList,
      NODE.table,
      NODE.paragraph,
      NODE.paragraph,
      NODE.pageBreak,
    ]);
    expect(statements!.content!.slice(0, 2).map((h) => h.attrs?.level)).toEqual([1, 2]);
    expect(notes!.content!.map((block) => [block.type, block.attrs?.level ?? null])).toEqual([
      [NODE.heading, 1],
      [NODE.paragraph, null],
    ]);

    const [footnote] = all(statements!, NODE.footnote);
    expect(text(footnote!)).toBe('Restated for the change in segments.');
    expect(text(statements!.content![2]!)).toBe('Revenue grew in every segment.Restated for the change in segments.');
    expect(statements!.content![3]!.content!.map(text)).toEqual(['Products', 'Services']);
    expect(statements!.content![4]).toMatchObject({ attrs: { start: 1 } });
    expect(statements!.content![4]!.content!.map(text)).toEqual(['First note', 'Second note']);

    const table = statements!.content![5]!;
    expect(table.attrs).toEqual({ headerRows: 1 });
    const px = SAMPLE_TABLE_TWIPS.map((twips) => twips / 15);
    const cells = table.content!.map((row) => (row.content ?? []).map((cell) => [cell.type, cell.attrs, text(cell)]));
    expect(cells).toEqual([
      [
        [NODE.tableHeader, { colspan: 1, rowspan: 1, colwidth: [px[0]] }, '(in millions)'],
        [NODE.tableHeader, { colspan: 2, rowspan: 1, colwidth: [px[1], px[2]] }, 'Three months ended'],
      ],
      [
        [NODE.tableCell, { colspan: 1, rowspan: 2, colwidth: [px[0]] }, 'Products'],
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[1]] }, '10.5'],
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[2]] }, '9.8'],
      ],
      [
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[1]] }, '11.2'],
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[2]] }, '10.1'],
      ],
      [
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[0]] }, 'Services'],
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[1]] }, '4.0'],
        [NODE.tableCell, { colspan: 1, rowspan: 1, colwidth: [px[2]] }, '3.9'],
      ],
    ]);

    // The image is stored once, under the key of its content, and the model points at it, at the size the document lays it out.
    const key = contentKey(createHash('sha256').update(image).digest('hex'));
    expect(all(statements!, NODE.image).map((node) => node.attrs)).toEqual([{ key, alt: '', width: 20, height: 10 }]);
    expect(uploads.calls).toEqual([{ contentType: 'image/png', bytes: image.length }]);
    expect(await uploads.keys()).toEqual([key]);
  });

  it('reads a .doc saved as Office Open XML, and answers the document type the user chose', async () => {
    const uploads = store();
    const converted = await convertUpload(
      { fileName: 'filing.DOC', bytes: await sampleDocx() },
      { expected: DocumentType.xbrl, storeImage: uploads.storeImage },
    );
    expect(converted).toMatchObject({ kind: 'model', documentType: DocumentType.xbrl });
    expect(modelTopics(converted)).toHaveLength(3);
  });

  it('gives a table no widths, and says so, when the grid and the table mammoth writes disagree', async () => {
    const docx = await sampleDocx();
    const xml = partText(docx, 'word/document.xml');
    // A fourth grid column: the grid no longer matches the three columns of the rows.
    const edited = xml.replace('</w:tblGrid>', '<w:gridCol w:w="900"/></w:tblGrid>');
    expect(edited).not.toBe(xml);
    const converted = await convertUpload(
      { fileName: 'x.docx', bytes: withParts(docx, part('word/document.xml', edited)) },
      { storeImage: store().storeImage },
    );
    const table = all(modelTopics(converted)[1]!.model, NODE.table)[0]!;
    expect(all(table, NODE.tableCell).every((cell) => cell.attrs?.colwidth === null)).toBe(true);
  });

  it('leaves out an image that is no PNG, JPEG or GIF and says so, storing nothing for it', async () => {
    // A BMP: Word keeps what was inserted, but no browser or PDF renderer of the product shows it everywhere.
    const bmp = Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]);
    const docx = await sampleDocx();
    const media = partsOf(docx).find((p) => p.name.startsWith('word/media/'))!;
    const uploads = store();
    const converted = await convertUpload(
      { fileName: 'x.docx', bytes: withParts(docx, part(media.name, bmp)) },
      { storeImage: uploads.storeImage },
    );
    expect(all(modelTopics(converted)[1]!.model, NODE.image)).toEqual([]);
    expect(converted).toMatchObject({ warnings: ['1 image was left out: only PNG, JPEG and GIF images up to 20 MB are kept'] });
    expect(uploads.calls).toEqual([]);
  });
});

const RED = samplePng(4, 2, [200, 30, 30]);
const BLUE = samplePng(4, 2, [30, 30, 200]);
const keyOf = (bytes: Buffer) => contentKey(createHash('sha256').update(bytes).digest('hex'));

/** A document of one paragraph holding two images side by side, each at its own size, then a closing paragraph. */
async function twoImagesDocx(first: { type: 'png' | 'bmp'; data: Buffer }, second: Buffer): Promise<Buffer> {
  const run = (image: { type: 'png' | 'bmp'; data: Buffer }, width: number, height: number) =>
    new ImageRun({ ...image, transformation: { width, height } });
  const paragraph = new Paragraph({ children: [new TextRun('Logos '), run(first, 50, 25), run({ type: 'png', data: second }, 30, 15)] });
  return Packer.toBuffer(new Document({ sections: [{ children: [paragraph, new Paragraph('After the logos')] }] }));
}

/** The document with its first picture written as Word writes a shape: DrawingML for new readers, a VML picture as the fallback. */
function firstPictureAsAlternateContent(docx: Buffer): Buffer {
  const xml = partText(docx, 'word/document.xml');
  const drawing = /<w:drawing>.*?<\/w:drawing>/.exec(xml)![0];
  const id = /r:embed="([^"]+)"/.exec(drawing)![1];
  const fallback = `<w:pict><v:shape style="width:37.5pt;height:18.75pt"><v:imagedata r:id="${id}"/></v:shape></w:pict>`;
  const alternate = `<mc:AlternateContent><mc:Choice Requires="wps">${drawing}</mc:Choice><mc:Fallback>${fallback}</mc:Fallback></mc:AlternateContent>`;
  return withParts(docx, part('word/document.xml', xml.replace(drawing, alternate)));
}

describe('image sizes of a Word document', () => {
  const imagesOf = (converted: Converted) =>
    modelTopics(converted).flatMap((topic) => all(topic.model, NODE.image).map((node) => node.attrs));

  it('keeps each image its own size when one before it is left out', async () => {
    const bmp = Buffer.concat([Buffer.from('BM', 'latin1'), Buffer.alloc(60)]);
    const converted = await convertUpload(
      { fileName: 'x.docx', bytes: await twoImagesDocx({ type: 'bmp', data: bmp }, BLUE) },
      { storeImage: store().storeImage },
    );
    expect(imagesOf(converted)).toEqual([{ key: keyOf(BLUE), alt: '', width: 30, height: 15 }]);
    expect(converted).toMatchObject({ warnings: ['1 image was left out: only PNG, JPEG and GIF images up to 20 MB are kept'] });
  });

  it('reads the pictures mammoth writes, in its order: the fallback of alternate content, after its paragraph and without a size', async () => {
    const docx = firstPictureAsAlternateContent(await twoImagesDocx({ type: 'png', data: RED }, BLUE));
    const converted = await convertUpload({ fileName: 'x.docx', bytes: docx }, { storeImage: store().storeImage });
    expect(imagesOf(converted)).toEqual([
      { key: keyOf(BLUE), alt: '', width: 30, height: 15 },
      { key: keyOf(RED), alt: '', width: null, height: null },
    ]);
    expect(converted).toMatchObject({ warnings: [] });
  });

  it('gives no image a size, and says so, when the order of the pictures cannot be told', async () => {
    // The paragraph's mark is deleted: mammoth joins its content to the next paragraph, moving its VML picture who knows where.
    const docx = firstPictureAsAlternateContent(await twoImagesDocx({ type: 'png', data: RED }, BLUE));
    const xml = partText(docx, 'word/document.xml');
    const deleted = xml.replace(
      /<w:p>(<w:r><w:t[^>]*>Logos )/,
      '<w:p><w:pPr><w:rPr><w:del w:id="9" w:author="A" w:date="2025-01-01T00:00:00Z"/></w:rPr></w:pPr>$1',
    );
    expect(deleted).not.toBe(xml);
    const converted = await convertUpload(
      { fileName: 'x.docx', bytes: withParts(docx, part('word/document.xml', deleted)) },
      { storeImage: store().storeImage },
    );
    expect(imagesOf(converted).map((attrs) => [attrs?.key, attrs?.width, attrs?.height])).toEqual([
      [keyOf(BLUE), null, null],
      [keyOf(RED), null, null],
    ]);
    expect(converted).toMatchObject({ warnings: ['The sizes of the images could not be read; they show at their own size'] });
  });

  it('pairs sizes with images only when both count the same images', () => {
    const [first, second] = [{ type: 'image' }, { type: 'image' }];
    expect(pairImageSizes([{ width: 30, height: 15 }], [first, second])).toBeNull();
    expect(pairImageSizes([{ width: 30, height: 15 }, { width: 50, height: 25 }, null], [first, second])).toBeNull();
    expect(pairImageSizes(null, [first])).toBeNull();
    const sizes = pairImageSizes([null, { width: 30, height: 15 }], [first, second])!;
    expect([sizes.get(first), sizes.get(second)]).toEqual([undefined, { width: 30, height: 15 }]);
  });
});
