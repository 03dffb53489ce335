import { resolve } from 'node:path';
import { Module } from '@ea/contracts';
import { createTestDatabase } from '@ea/db/test-database';
import { buildGateway } from '@ea/gateway';
import { createTokenSigner, generateTokenKeys, openPlatform } from '@ea/service-kit';
import Fastify from 'fastify';
import { compareServerCosts, type ServerCost } from './server-cost.ts';

export interface GatewayBenchResult {
  bare: ServerCost;
  gateway: ServerCost;
  /**
   * The gateway's throughput per CPU-second as a share of bare Fastify's (bare CPU per request /
   * gateway CPU per request); target ≥ 0.6 for an authenticated JSON route.
   */
  ratio: number;
  rounds: number;
  secondsEach: number;
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

/**
 * The throughput of the gateway's authenticated JSON route (/api/session: token verification,
 * guard, response schema, request id, logging off) against a bare Fastify server answering the same
 * JSON on the same machine in the same run. Throughput is taken as requests per CPU-second of this
 * process (see server-cost.ts): on two cores the load generator saturates before either server.
 */
export async function runGatewayBench({ rounds = 3, secondsEach = 3 } = {}): Promise<GatewayBenchResult> {
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
    const costs = await compareServerCosts(
      { bare: { url: `${bareUrl}/api/session`, headers }, gateway: { url: `${gatewayUrl}/api/session`, headers } },
      rounds,
      secondsEach,
    );
    return { ...costs.typical, ratio: costs.ratio('bare', 'gateway'), rounds, secondsEach };
  } finally {
    await gateway.close();
    await bare.close();
    await platform.close();
    await database.drop();
  }
}

export function formatGatewayBench(r: GatewayBenchResult): string {
  const line = (c: ServerCost) =>
    `${Math.round(1e6 / c.cpuUsPerRequest)} req per CPU-second (${c.cpuUsPerRequest.toFixed(2)} µs/request; ${Math.round(c.requestsPerSecond)} req/s reached)`;
  return [
    'Gateway throughput (authenticated JSON route vs bare Fastify, server CPU per request)',
    `  bare Fastify      ${line(r.bare)}`,
    `  gateway + auth    ${line(r.gateway)}`,
    `  ratio             ${r.ratio.toFixed(2)} (target >= 0.60; 50 connections, median of ${r.rounds} alternating rounds of ${r.secondsEach} s)`,
  ].join('\n');
}
