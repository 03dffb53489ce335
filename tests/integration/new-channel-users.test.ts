import { randomUUID } from 'node:crypto';
import { Module } from '@ea/contracts';
import { multipartBody } from '@ea/service-kit/testing';
import { writeSheet } from '@ea/workbook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ADMIN, type GatewayInProcess, startGatewayInProcess } from '../support/gateway-in-process.ts';

let product: GatewayInProcess;
let admin: { authorization: string };

/** Every service on one gateway with the real relay and bus: directory events reach identity as in the product. */
beforeAll(async () => {
  product = await startGatewayInProcess();
  const login = await product.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...FIRST_ADMIN, brand: 'default' } });
  admin = { authorization: `Bearer ${login.json().access_token}` };
});

afterAll(() => product?.close());

describe('a channel just created', () => {
  it('receives users at once: its creator never sees “Please select a channel”', async () => {
    const roles = (await product.app.inject({ url: '/api/role', headers: admin })).json() as { id: number; name: string }[];
    for (let i = 0; i < 3; i++) {
      const channel = await product.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: `Fresh ${i}` } });
      expect(channel.statusCode).toBe(201);
      const user = await product.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: {
          email: `fresh-${i}-${randomUUID().slice(0, 6)}@example.com`,
          userName: 'fresh',
          firstName: 'Fresh',
          lastName: 'User',
          channelId: channel.json().id,
          roles: [roles.find((r) => r.name === 'Preparer')!.id],
          products: [Module.library],
          confirmed: true,
          sendActivation: false,
        },
      });
      expect(user.json()).toMatchObject({ channelId: channel.json().id, channelName: `Fresh ${i}` });
      expect(user.statusCode).toBe(201);
    }
  });

  it('takes a users import and an MFA requirement at once', async () => {
    const channel = await product.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Fresh import' } });
    const channelId = channel.json().id as number;
    const workbook = await writeSheet('Users', [['email', 'userName', 'firstName', 'lastName', 'channel', 'roles', 'products']]);
    const upload = multipartBody(
      { field: 'file', name: 'users.xlsx', type: 'application/octet-stream', bytes: workbook },
      { channelId: String(channelId) },
    );
    const started = await product.app.inject({
      method: 'POST',
      url: '/api/user/bulkImport',
      headers: { ...admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(started.json()).not.toHaveProperty('fields');
    expect(started.statusCode).toBe(202);

    const other = await product.app.inject({ method: 'POST', url: '/api/client', headers: admin, payload: { name: 'Fresh MFA' } });
    const mfa = await product.app.inject({
      method: 'PUT',
      url: `/api/mfa/channel/${other.json().id}`,
      headers: admin,
      payload: { required: true },
    });
    expect(mfa.json()).toEqual({ channelId: other.json().id, required: true });
  });
});
