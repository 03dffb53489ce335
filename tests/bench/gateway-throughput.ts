import { resolve } from 'node:path';
import { Module } from '@ea/contracts';
import { createTestDatabase } from '@ea/db/test-database';
import { buildGateway } from '@ea/gateway';
import { createTokenSigner, generateTokenKeys, openPlatform } from '@ea/service-kit';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface GatewayBenchResult {
  bareRps: number;
  gatewayRps: number;
  /** gateway / bare; target ≥ 0.6 for an authenticated JSON route. */
  ratio: number;
  durationSeconds: number;
  connections: number;
}

const claims = {
  sub: '42',
  email: 'bench@example.com',
  channelId: 1,
  roles: ['Preparer'],
  modules: [Module.library],
  features: [],
  admin: false,
  singleCompanyId: null,
};

async function measure(url: string, headers: Record<string, string>, durationSeconds: number, connections: number): Promise<number> {
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const result = await autocannon({ url, headers, duration: durationSeconds, connections, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Requests/s of the gateway's authenticated JSON route (/api/session: token verification, guard,
 * response schema, request id, logging off) against a bare Fastify server answering the same JSON
 * on the same machine in the same run.
 */
export async function runGatewayBench({ durationSeconds = 5, connections = 50 } = {}): Promise<GatewayBenchResult> {
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const { token } = await signer.sign(claims, 3600);
  const database = await createTestDatabase();
  const platform = await openPlatform({
    ...process.env,
    DATABASE_URL: database.url,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    DATA_DIR: resolve('.data'),
  });
  const gateway = await buildGateway({ platform, local: [], remote: [], version: 'bench', outboxWritten: () => {}, logger: false });
  const bare = Fastify({ logger: false });
  const { sub, ...rest } = claims;
  bare.get('/api/session', async () => ({ userId: sub, ...rest }));
  try {
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${token}` };
    // Warm both up so JIT and connection setup do not count.
    await measure(`${bareUrl}/api/session`, headers, 1, connections);
    await measure(`${gatewayUrl}/api/session`, headers, 1, connections);
    const bareRps = await measure(`${bareUrl}/api/session`, headers, durationSeconds, connections);
    const gatewayRps = await measure(`${gatewayUrl}/api/session`, headers, durationSeconds, connections);
    return { bareRps, gatewayRps, ratio: gatewayRps / bareRps, durationSeconds, connections };
  } finally {
    await gateway.close();
    await bare.close();
    await platform.close();
    await database.drop();
  }
}

export function formatGatewayBench(r: GatewayBenchResult): string {
  return [
    'Gateway throughput (authenticated JSON route vs bare Fastify)',
    `  bare Fastify      ${r.bareRps.toFixed(0)} req/s`,
    `  gateway + auth    ${r.gatewayRps.toFixed(0)} req/s`,
    `  ratio             ${r.ratio.toFixed(2)} (target >= 0.60; ${r.connections} connections, ${r.durationSeconds} s each)`,
  ].join('\n');
}
