import type { DocumentWritten, TopicModelJson } from '@ea/contracts/library';
import type { LibraryTestApp } from './library-test-app.ts';

type Headers = { authorization: string };

/** A multipart form of text fields only. */
function fieldsForm(fields: Record<string, string>) {
  const boundary = 'seed-document-boundary';
  const payload = `${Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface SeedTopic {
  title: string;
  model: TopicModelJson;
}

/**
 * A document made through the library's own routes: created without a file, its first topic
 * saved with the first content given and the others added after it.
 */
export async function seedDocument(
  t: LibraryTestApp,
  headers: Headers,
  fields: { companyId: number; title: string; documentType?: number; folderId?: number; formType?: string; periodEndDate?: string },
  topics: readonly SeedTopic[],
): Promise<DocumentWritten> {
  const form = fieldsForm(Object.fromEntries(Object.entries({ documentType: 1, ...fields }).map(([key, value]) => [key, String(value)])));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (created.statusCode !== 201) throw new Error(`document not created: ${created.body}`);
  const document = created.json() as DocumentWritten;
  const [first, ...rest] = topics;
  if (first) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/topics/${document.topics[0]!.id}`,
      headers,
      payload: { model: first.model, title: first.title, revisionDescription: 'seed' },
    });
    if (saved.statusCode !== 200) throw new Error(`topic not saved: ${saved.body}`);
  }
  for (const topic of rest) {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/document/${document.id}/topics`,
      headers,
      payload: { title: topic.title, model: topic.model, revisionDescription: 'seed' },
    });
    if (added.statusCode !== 201) throw new Error(`topic not added: ${added.body}`);
  }
  const read = await t.app.inject({ url: `/api/document/${document.id}`, headers });
  return { ...(read.json() as DocumentWritten), message: document.message, warnings: [] };
}

/** A topic of paragraphs of plain text. */
export function paragraphs(...texts: string[]): TopicModelJson {
  return { type: 'doc', content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) };
}

/** A topic of one table, a paragraph per cell. */
export function table(rows: string[][]): TopicModelJson {
  return {
    type: 'doc',
    content: [
      {
        type: 'table',
        content: rows.map((cells) => ({
          type: 'tableRow',
          content: cells.map((text) => ({ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })),
        })),
      },
    ],
  };
}
