import { randomUUID } from 'node:crypto';
import { Module } from '@ea/contracts';
import { ChannelArchiveMessages } from '@ea/contracts/directory';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN, type GatewayInProcess, startGatewayInProcess } from '../support/gateway-in-process.ts';

let product: GatewayInProcess;
let admin: { authorization: string };

/** Every service on one gateway with the real relay and bus: the directory's archive reaches identity as in the product. */
beforeAll(async () => {
  product = await startGatewayInProcess();
  const login = await product.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...FIRST_ADMIN, brand: 'default' } });
  admin = { authorization: `Bearer ${login.json().access_token}` };
});

afterAll(() => product?.close());

/**
 * Waits until the directory's relay has put the channel's events on the bus (it does so tens of
 * milliseconds after the change commits). From then on identity's writes catch the projection up
 * from the bus, however far behind its consumer is.
 */
async function published(channelId: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from directory.outbox
      where aggregate_type = 'channel' and aggregate_id = ${String(channelId)} and published_at is null`.execute(product.database.db);
    if (Number(rows[0]?.n) === 0) return;
    if (Date.now() > deadline) throw new Error(`channel ${channelId}'s events were not published`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a channel archived a moment ago', () => {
  it('takes no new user once the archive is on the bus, and takes users again as soon as it is unarchived', async () => {
    const roles = (await product.app.inject({ url: '/api/role', headers: admin })).json() as { id: number; name: string }[];
    const channel = await product.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Archived at once' } });
    const channelId = channel.json().id as number;
    const addUser = () =>
      product.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: {
          email: `archived-${randomUUID().slice(0, 6)}@example.com`,
          userName: 'archived',
          firstName: 'Arch',
          lastName: 'Ived',
          channelId,
          roles: [roles.find((r) => r.name === 'Preparer')!.id],
          products: [Module.library],
          confirmed: true,
          sendActivation: false,
        },
      });
    const archive = (archived: boolean) =>
      product.app.inject({ method: 'PUT', url: `/api/client/${channelId}/archive`, headers: admin, payload: { archived } });

    expect((await addUser()).statusCode).toBe(201);
    expect((await archive(true)).statusCode).toBe(200);
    await published(channelId);
    const refused = await addUser();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'unprocessable',
      message: ChannelArchiveMessages.usersIntoArchived,
      fields: { channelId: ChannelArchiveMessages.usersIntoArchived },
    });
    expect((await archive(false)).statusCode).toBe(200);
    await published(channelId);
    expect((await addUser()).statusCode).toBe(201);
  });
});
