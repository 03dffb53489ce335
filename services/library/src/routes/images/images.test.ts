import { ErrorMessages, FEATURE_EDITOR } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPIC_IMAGE_REFUSED } from '../../domain/images/upload-topic-image.ts';
import { createLibraryTestApp, type LibraryTestApp, paragraphs, seedDocument } from '../../testing/index.ts';
import { samplePng } from '../../uploads/testing/sample-png.ts';

let t: LibraryTestApp;
const COMPANY = { id: 1701, channelId: 171 };
const OTHER = { id: 1702, channelId: 172 };
let editor: { authorization: string };
let outsider: { authorization: string };
let noEditorRight: { authorization: string };
let documentId: string;

beforeAll(async () => {
  t = await createLibraryTestApp({ uploadLimits: { maxImageBytes: 64 * 1024 } });
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER);
  editor = await t.auth({ sub: '1710', channelId: COMPANY.channelId, features: [FEATURE_EDITOR] });
  outsider = await t.auth({ sub: '1711', channelId: OTHER.channelId, features: [FEATURE_EDITOR] });
  noEditorRight = await t.auth({ sub: '1712', channelId: COMPANY.channelId, features: [] });
  documentId = (await seedDocument(t, editor, { companyId: COMPANY.id, title: 'Illustrated' }, [{ title: 'One', model: paragraphs('a') }]))
    .id;
});

afterAll(async () => {
  await t?.close();
});

function upload(headers: { authorization: string }, bytes: Buffer, name = 'chart.png', id = documentId) {
  const form = multipartBody({ field: 'file', name, type: 'image/png', bytes }, {});
  return t.app.inject({
    method: 'POST',
    url: `/api/document/${id}/images`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const imageRows = () => t.db.selectFrom('files').select(['key', 'content_type']).where('kind', '=', 'image').execute();

describe('images inserted in the editor', () => {
  it('stores a PNG once, records it as the document’s image and serves it to readers of the document', async () => {
    const png = samplePng(8, 4, [10, 20, 30]);
    const first = await upload(editor, png);
    expect(first.statusCode).toBe(201);
    const { key } = first.json() as { key: string };
    const again = await upload(editor, png, 'same-again.png');
    expect(again.json()).toEqual({ key });
    expect(await imageRows()).toEqual([{ key, content_type: 'image/png' }]);

    const served = await t.app.inject({ url: `/api/document/${documentId}/image?key=${encodeURIComponent(key)}`, headers: noEditorRight });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const elsewhere = await t.app.inject({ url: `/api/document/${documentId}/image?key=${encodeURIComponent(key)}`, headers: outsider });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses by content, size, right and tenant, storing nothing', async () => {
    const before = { rows: (await imageRows()).length, objects: await t.storedObjects() };
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const script = await upload(editor, svg, 'looks.png');
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe(TOPIC_IMAGE_REFUSED);

    const huge = Buffer.concat([samplePng(4, 4, [1, 2, 3]), Buffer.alloc(128 * 1024)]);
    expect((await upload(editor, huge)).statusCode).toBe(413);

    const noRight = await upload(noEditorRight, samplePng(4, 4, [9, 9, 9]));
    expect(noRight.statusCode).toBe(403);
    expect(noRight.json().message).toBe(ErrorMessages.noEditorFacility);

    expect((await upload(outsider, samplePng(4, 4, [7, 7, 7]))).statusCode).toBe(404);
    expect((await upload(editor, samplePng(4, 4, [7, 7, 7]), 'x.png', 'not-a-uuid')).statusCode).toBe(400);
    expect({ rows: (await imageRows()).length, objects: await t.storedObjects() }).toEqual(before);
  });
});
