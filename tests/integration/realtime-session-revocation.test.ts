import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from '../support/start-product.ts';

const ADMIN = { email: 'admin@ea-revocation.test', password: 'Adm1n-Revocation-Passw0rd!' };
/** Well under the hub's 5 s sweep: only the revocation announcement can end the socket this fast. */
const ANNOUNCED_MS = 2_000;

let product: RunningProduct;
const sockets: Socket[] = [];

beforeAll(async () => {
  product = await startProduct({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await product?.stop();
});

async function signIn(): Promise<string> {
  const response = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`sign-in answered ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Connects to the product's realtime hub as the SPA does (same origin, token in `auth`), without reconnection. */
function connect(token: string): Promise<Socket> {
  const socket = io(product.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function waitUntil(check: () => boolean, description: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the realtime hub of the README run command', () => {
  it('disconnects the sockets of a user who signs out at once and refuses the signed-out token at the handshake', async () => {
    const token = await signIn();
    const socket = await connect(token);
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));

    const logout = await fetch(`${product.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(logout.status).toBe(200);

    await waitUntil(() => reasons.length > 0, 'the signed-out socket is disconnected', ANNOUNCED_MS);
    expect(reasons).toEqual(['io server disconnect']);
    await expect(connect(token)).rejects.toMatchObject({ message: 'unauthorized' });

    const again = await connect(await signIn());
    expect(again.connected).toBe(true);
  });
});
