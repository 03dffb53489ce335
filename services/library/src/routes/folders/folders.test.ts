import { Messages } from '@ea/contracts';
import { LibraryErrors } from '@ea/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestApp, type LibraryTestApp, outboxEvents } from '../../testing/index.ts';

let t: LibraryTestApp;
let manager: { authorization: string };
const COMPANY = { id: 101, channelId: 11 };

beforeAll(async () => {
  t = await createLibraryTestApp();
  await t.publishCompany(COMPANY);
  manager = await t.auth({ sub: '500', channelId: COMPANY.channelId });
});

afterAll(async () => {
  await t?.close();
});

async function createFolder(name: string, parentId?: number | null) {
  return t.app.inject({ method: 'POST', url: '/api/folder', headers: manager, payload: { companyId: COMPANY.id, name, parentId } });
}

describe('library folders', () => {
  it('creates folders at the top level and inside others, and lists the company tree', async () => {
    const top = await createFolder('Annual_2024');
    expect(top.statusCode).toBe(201);
    const child = await createFolder('Notes-Q1', top.json().id);
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ companyId: COMPANY.id, parentId: top.json().id, name: 'Notes-Q1' });

    const list = await t.app.inject({ url: `/api/folder?companyId=${COMPANY.id}`, headers: manager });
    expect(list.statusCode).toBe(200);
    const names = list.json().items.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Annual_2024', 'Notes-Q1']));

    const [created] = await outboxEvents(t, 'folder.created');
    expect(created).toMatchObject({ scope: { channelId: COMPANY.channelId, companyId: COMPANY.id } });
  });

  it('answers the spec messages for a missing or badly formed name, and refuses a name taken in the same parent', async () => {
    const blank = await createFolder('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: Messages.folder.nameRequired, fields: { name: Messages.folder.nameRequired } });

    const bad = await createFolder('Q1 notes!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.name).toBe("Folder name can contain only '_', '-' or alphanumeric characters");

    expect((await createFolder('Taken')).statusCode).toBe(201);
    const again = await createFolder('TAKEN');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LibraryErrors.folderNameTaken);
  });

  it('renames and moves a folder, never into itself or a folder below it', async () => {
    const a = (await createFolder('MoveA')).json();
    const b = (await createFolder('MoveB', a.id)).json();
    const c = (await createFolder('MoveC', b.id)).json();

    const renamed = await t.app.inject({ method: 'PUT', url: `/api/folder/${a.id}`, headers: manager, payload: { name: 'MoveA_renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'MoveA_renamed', parentId: null });

    const cycle = await t.app.inject({ method: 'PUT', url: `/api/folder/${a.id}`, headers: manager, payload: { parentId: c.id } });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(LibraryErrors.folderIntoItself);
    const self = await t.app.inject({ method: 'PUT', url: `/api/folder/${a.id}`, headers: manager, payload: { parentId: a.id } });
    expect(self.statusCode).toBe(400);

    const moved = await t.app.inject({ method: 'PUT', url: `/api/folder/${c.id}`, headers: manager, payload: { parentId: null } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().parentId).toBeNull();
  });

  it('deletes a folder with its folders, sending their documents to the deleted documents', async () => {
    const parent = (await createFolder('Doomed')).json();
    const inner = (await createFolder('DoomedInner', parent.id)).json();
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...manager, 'content-type': 'multipart/form-data; boundary=b' },
      payload: form({ companyId: String(COMPANY.id), folderId: String(inner.id), documentType: '1', title: 'Inside' }),
    });
    expect(doc.statusCode).toBe(201);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/folder/${parent.id}`, headers: manager });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: parent.id, folders: 2, documents: 1 });

    const list = await t.app.inject({ url: `/api/folder?companyId=${COMPANY.id}`, headers: manager });
    expect(list.json().items.map((f: { id: number }) => f.id)).not.toContain(inner.id);
    const trash = await t.app.inject({ url: `/api/library/deleted-documents?companyId=${COMPANY.id}`, headers: manager });
    expect(trash.json().items).toEqual([expect.objectContaining({ id: doc.json().id, state: 6 })]);

    const restored = await t.app.inject({ method: 'POST', url: `/api/document/${doc.json().id}/restore`, headers: manager });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ state: 0, folderId: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/folder/${parent.id}`, headers: manager })).statusCode).toBe(404);
  });
});

/** A multipart form of text fields only (boundary "b"). */
function form(fields: Record<string, string>): string {
  return `${Object.entries(fields)
    .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--b--\r\n`;
}
