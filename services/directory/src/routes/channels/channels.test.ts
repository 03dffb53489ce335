import { buffer } from 'node:stream/consumers';
import { ErrorMessages, Limits, Messages } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryTestApp, type DirectoryTestApp, outboxEvents } from '../../testing/directory-test-app.ts';

let t: DirectoryTestApp;
let admin: { authorization: string };

// The start of a real PNG (signature, IHDR of a 1×1 image) and of a real JPEG (SOI, APP0 … EOI).
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]);

beforeAll(async () => {
  t = await createDirectoryTestApp('channels');
  admin = await t.auth({ sub: 'admin-1', admin: true });
});

afterAll(async () => {
  await t?.close();
});

async function addChannel(name: string) {
  return (await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name } })).json() as {
    id: number;
    name: string;
  };
}

function uploadLogo(channelId: number, name: string, type: string, bytes: Buffer, headers = admin) {
  const body = multipartBody({ field: 'logo', name, type, bytes });
  return t.app.inject({
    method: 'PUT',
    url: `/api/client/${channelId}/logo`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('channels', () => {
  it('adds and renames a channel (admins), requires a name, and announces both', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: 'validation',
      message: ErrorMessages.clientSaveFailed,
      fields: { name: Messages.client.nameRequired },
    });

    const created = await t.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Reseller One' } });
    expect(created.statusCode).toBe(201);
    const channel = created.json();
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/client/${channel.id}`,
      headers: admin,
      payload: { name: 'Reseller 1' },
    });
    expect(renamed.json()).toMatchObject({ id: channel.id, name: 'Reseller 1', logoUrl: null, archivedAt: null });

    const createdEvents = (await outboxEvents(t.db, 'channel.created')).filter((e) => e.aggregate_id === String(channel.id));
    expect(createdEvents.map((e) => e.payload)).toEqual([{ id: channel.id, name: 'Reseller One', archived: false }]);
    const updatedEvents = (await outboxEvents(t.db, 'channel.updated')).filter((e) => e.aggregate_id === String(channel.id));
    expect(updatedEvents.map((e) => e.payload)).toEqual([{ id: channel.id, name: 'Reseller 1', archived: false }]);

    const user = await t.auth({ sub: 'user-1', channelId: channel.id });
    const refused = await t.app.inject({ method: 'POST', url: '/api/client', headers: user, payload: { name: 'Mine' } });
    expect(refused.statusCode).toBe(403);
  });

  it('lists every channel for admins and only its own for a user', async () => {
    const one = await addChannel('Listed One');
    await addChannel('Listed Two');
    const user = await t.auth({ sub: 'user-2', channelId: one.id });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/client', headers: user })).json();
    expect(mine.items.map((c: { id: number }) => c.id)).toEqual([one.id]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/client', headers: admin })).json();
    expect(all.items.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Listed One', 'Listed Two']));
    const noChannel = await t.auth({ sub: 'user-3' });
    expect((await t.app.inject({ method: 'GET', url: '/api/client', headers: noChannel })).json().items).toEqual([]);
  });
});

describe('channel logo', () => {
  it('stores a PNG and a JPEG judged by content and serves them to the channel users only', async () => {
    const channel = await addChannel('Branded');
    const other = await addChannel('Unbranded');
    const png = await uploadLogo(channel.id, 'logo.png', 'image/png', PNG);
    expect(png.statusCode).toBe(200);
    expect(png.json().logoUrl).toMatch(new RegExp(`^/api/client/${channel.id}/logo\\?v=\\d+$`));

    const user = await t.auth({ sub: 'branded-user', channelId: channel.id });
    const download = await t.app.inject({ method: 'GET', url: png.json().logoUrl, headers: user });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const outsider = await t.auth({ sub: 'outsider', channelId: other.id });
    expect((await t.app.inject({ method: 'GET', url: `/api/client/${channel.id}/logo`, headers: outsider })).statusCode).toBe(404);

    const jpeg = await uploadLogo(channel.id, 'logo.jpg', 'image/jpeg', JPEG);
    expect(jpeg.statusCode).toBe(200);
    const replaced = await t.app.inject({ method: 'GET', url: `/api/client/${channel.id}/logo`, headers: user });
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect(replaced.rawPayload.equals(JPEG)).toBe(true);
    const row = await t.db.selectFrom('channels').selectAll().where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(await buffer(await t.storage.get(row.logo_key!))).toEqual(JPEG);
  });

  it.each([
    ['a GIF named .png', 'logo.png', 'image/png', GIF, 415, Messages.files.imageType],
    ['a PNG named .gif', 'logo.gif', 'image/gif', PNG, 415, Messages.files.imageType],
    ['text named .png', 'logo.png', 'image/png', Buffer.from('this is not an image at all'), 415, Messages.files.imageInvalid],
    ['a cut-off JPEG', 'logo.jpg', 'image/jpeg', JPEG.subarray(0, 40), 415, Messages.files.imageInvalid],
    ['a PNG over 2 MB', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(Limits.logoBytes)]), 413, Messages.files.imageSize],
  ])('refuses %s with the spec message and keeps the channel as it was', async (label, name, type, bytes, status, message) => {
    // Channel names are unique, and two cases upload the same file name.
    const channel = await addChannel(`Bad logo: ${label}`);
    const before = await t.db.selectFrom('channels').selectAll().where('id', '=', channel.id).executeTakeFirstOrThrow();
    const res = await uploadLogo(channel.id, name, type, bytes);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    const after = await t.db.selectFrom('channels').selectAll().where('id', '=', channel.id).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('accepts exactly 2 MB', async () => {
    const channel = await addChannel('Exactly two');
    const bytes = Buffer.concat([PNG, Buffer.alloc(Limits.logoBytes - PNG.length)]);
    expect(bytes.length).toBe(Limits.logoBytes);
    expect((await uploadLogo(channel.id, 'full.png', 'image/png', bytes)).statusCode).toBe(200);
  });
});
