import { LibraryErrors, type TopicModelJson } from '@ea/contracts/library';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, paragraphs, seedDocument } from '../../testing/index.ts';

let t: LibraryTestApp;
const COMPANY = { id: 701, channelId: 71 };
const OTHER_CHANNEL_COMPANY = { id: 702, channelId: 72 };
const preparer = { sub: '1100', channelId: COMPANY.channelId };
let user: { authorization: string };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  await t.publishCompany(OTHER_CHANNEL_COMPANY);
  user = await t.auth(preparer);
});

afterAll(async () => {
  await t?.close();
});

const IMAGE_KEY = `sha256/ab/cd/${'abcd'.repeat(16)}`;

function withFootnote(text: string, note: string): TopicModelJson {
  return {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text, marks: [{ type: 'comment', attrs: { threadId: 'thread-9' } }] },
          { type: 'footnote', content: [{ type: 'text', text: note }] },
        ],
      },
    ],
  };
}

describe('preview', () => {
  it('answers a model document as one XHTML page: topics in order, footnotes numbered on, no comment anchors', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Preview <me>' }, [
      { title: 'One', model: withFootnote('First topic', 'First note') },
      {
        title: 'Two',
        model: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Second topic' },
                { type: 'footnote', content: [{ type: 'text', text: 'Second note' }] },
              ],
            },
            { type: 'paragraph', content: [{ type: 'image', attrs: { key: IMAGE_KEY, alt: 'Logo', width: null, height: null } }] },
          ],
        },
      },
    ]);
    const res = await t.app.inject({ url: `/api/document/${doc.id}/preview`, headers: user });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ id: doc.id, title: 'Preview <me>', documentType: 1, contentKind: 'model', file: null });
    const xhtml: string = preview.xhtml;
    expect(xhtml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<html xmlns="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xhtml).toContain('<title>Preview &lt;me&gt;</title>');
    expect(xhtml.indexOf(`id="topic-${doc.topics[0]!.id}"`)).toBeLessThan(xhtml.indexOf(`id="topic-${doc.topics[1]!.id}"`));
    expect(xhtml.indexOf('First note')).toBeLessThan(xhtml.indexOf('Second topic'));
    expect(xhtml).toMatch(/Second topic<sup[^>]*>(<a[^>]*>)?2</);
    expect(xhtml).toContain(`src="/api/document/${doc.id}/image?key=${encodeURIComponent(IMAGE_KEY)}"`);
    expect(xhtml).not.toContain('data-comment');
  });

  it('answers an earlier version by number and refuses one the document does not have', async () => {
    const doc = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Versions' }, [
      { title: 'Only', model: paragraphs('Latest words') },
    ]);
    const first = (await t.app.inject({ url: `/api/document/${doc.id}/preview`, query: { version: '1' }, headers: user })).json();
    expect(first.xhtml).not.toContain('Latest words');
    expect((await t.app.inject({ url: `/api/document/${doc.id}/preview`, headers: user })).json().xhtml).toContain('Latest words');
    const missing = await t.app.inject({ url: `/api/document/${doc.id}/preview`, query: { version: '99' }, headers: user });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LibraryErrors.versionNotFound);
  });

  it('describes the kept file of a file document, and serves each version its own file', async () => {
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');
    const post = async (url: string, name: string, bytes: Buffer, fields: Record<string, string>) => {
      const upload = multipartBody({ field: 'file', name, type: 'application/pdf', bytes }, fields);
      const res = await t.app.inject({ method: 'POST', url, headers: { ...user, ...upload.headers }, payload: upload.payload });
      expect(res.statusCode).toBe(201);
      return res.json();
    };
    const first = pdf('first');
    const created = await post('/api/document', 'filing.pdf', first, {
      companyId: String(COMPANY.id),
      documentType: '13',
      title: 'Scanned filing',
    });
    const res = await t.app.inject({ url: `/api/document/${created.id}/preview`, headers: user });
    expect(res.json()).toMatchObject({
      contentKind: 'file',
      xhtml: null,
      file: { name: 'filing.pdf', contentType: 'application/pdf', size: first.length },
    });

    const second = pdf('second, amended');
    await post(`/api/document/${created.id}/versions`, 'filing-amended.pdf', second, { revisionDescription: 'amended' });
    const fileOf = (query: Record<string, string>) => t.app.inject({ url: `/api/document/${created.id}/file`, query, headers: user });
    expect((await fileOf({})).rawPayload).toEqual(second);
    expect((await fileOf({ version: '2' })).rawPayload).toEqual(second);
    const earlier = await fileOf({ version: '1' });
    expect(earlier.statusCode).toBe(200);
    expect(earlier.rawPayload).toEqual(first);
    expect(earlier.headers['content-disposition']).toContain('filing.pdf');
    const previewOfFirst = await t.app.inject({ url: `/api/document/${created.id}/preview`, query: { version: '1' }, headers: user });
    expect(previewOfFirst.json().file).toEqual({ name: 'filing.pdf', contentType: 'application/pdf', size: first.length });
    const missing = await fileOf({ version: '3' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(LibraryErrors.versionNotFound);
  });

  it('hides another channel’s documents (404) and lets a reviewer read', async () => {
    const theirs = await seedDocument(
      t,
      await t.auth({ sub: '1101', channelId: OTHER_CHANNEL_COMPANY.channelId }),
      {
        companyId: OTHER_CHANNEL_COMPANY.id,
        title: 'Theirs',
      },
      [],
    );
    const foreign = await t.app.inject({ url: `/api/document/${theirs.id}/preview`, headers: user });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(LibraryErrors.documentNotFound);
    const mine = await seedDocument(t, user, { companyId: COMPANY.id, title: 'Reviewable' }, []);
    const reviewer = await t.auth({ sub: '1102', channelId: COMPANY.channelId, roles: ['Reviewer'] });
    expect((await t.app.inject({ url: `/api/document/${mine.id}/preview`, headers: reviewer })).statusCode).toBe(200);
  });
});
