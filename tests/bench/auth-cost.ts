/**
 * The cost of authenticating a request: the server's CPU time per request of one small JSON route
 * served open and guarded (EdDSA token verification, the session-revocation check and the route
 * guard), under 50 connections of autocannon.
 *
 *   REDIS_URL=redis://… node --import tsx tests/bench/auth-cost.ts [--rounds 5]
 *
 * The load runs in a separate process, so the CPU time this process spends is the server's alone;
 * on a small machine the load generator, not the server, limits throughput, so throughput alone
 * would mostly measure the generator. The open route is also measured with the same bearer header
 * sent: the target ratio (≤ 1.10) compares the guarded route with that, i.e. what verifying and
 * guarding cost, and the ratio to the bare open route, which adds receiving and parsing the
 * header, is printed beside it.
 */
import { pathToFileURL } from 'node:url';
import { FEATURE_USER_MANAGEMENT, Module } from '@ea/contracts';
import { createApp, createSessionRevocation, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import { Redis } from 'ioredis';
import { Type } from 'typebox';
import { compareServerCosts, type ServerCost } from './server-cost.ts';

export interface AuthCostResult {
  /** Server CPU time per request, in microseconds, and the throughput the load reached. */
  open: ServerCost;
  /** The open route sent the same bearer header, which it ignores. */
  openWithHeader: ServerCost;
  guarded: ServerCost;
  /** guarded / openWithHeader: what verifying the token and applying the guard cost. */
  ratio: number;
  /** guarded / open: the same, plus receiving and parsing the bearer header. */
  ratioWithHeader: number;
  target: number;
  rounds: number;
}

const TARGET = 1.1;

const SECONDS_EACH = 2;

export async function runAuthCostBench(options: { rounds?: number; redisUrl?: string } = {}): Promise<AuthCostResult> {
  const rounds = options.rounds ?? 5;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  if (!redisUrl) throw new Error('set REDIS_URL to a Redis server');
  const redis = new Redis(redisUrl);
  const sessions = await createSessionRevocation(redis);
  const keys = await generateTokenKeys();
  const signer = await createTokenSigner(keys.privateKeyPem);
  const app = await createApp({
    title: 'auth cost',
    version: 'bench',
    logger: false,
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    isSessionActive: (claims) => sessions.isActive(claims),
    healthChecks: {},
  });
  const answer = { schema: { response: { 200: Type.Object({ ok: Type.Boolean(), items: Type.Array(Type.Integer()) }) } } };
  const body = { ok: true, items: [1, 2, 3, 4, 5] };
  app.get('/api/bench/open', { ...answer, config: { access: 'public' } }, async () => body);
  app.get(
    '/api/bench/guarded',
    { ...answer, config: { access: { module: Module.library, feature: FEATURE_USER_MANAGEMENT, reviewer: false } } },
    async () => body,
  );
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await signer.sign(
      {
        sub: '424242',
        email: 'bench@example.com',
        channelId: 1,
        roles: ['Preparer'],
        modules: [Module.library],
        features: [FEATURE_USER_MANAGEMENT],
        admin: false,
        singleCompanyId: null,
      },
      3600,
    );
    const bearer = { authorization: `Bearer ${token}` };
    const costs = await compareServerCosts(
      {
        open: { url: `${address}/api/bench/open` },
        openWithHeader: { url: `${address}/api/bench/open`, headers: bearer },
        guarded: { url: `${address}/api/bench/guarded`, headers: bearer },
      },
      rounds,
      SECONDS_EACH,
    );
    return {
      ...costs.typical,
      ratio: costs.ratio('guarded', 'openWithHeader'),
      ratioWithHeader: costs.ratio('guarded', 'open'),
      target: TARGET,
      rounds,
    };
  } finally {
    await app.close();
    await sessions.close();
    await redis.quit();
  }
}

export function formatAuthCostBench(r: AuthCostResult): string {
  const line = (m: ServerCost) => `${m.cpuUsPerRequest.toFixed(2)} µs/request (${m.requestsPerSecond.toFixed(0)} req/s)`;
  return [
    'Cost of authenticating a request (token verification + revocation check + guard), server CPU per request',
    `  open route                      ${line(r.open)}`,
    `  open route, bearer header sent  ${line(r.openWithHeader)}`,
    `  guarded route                   ${line(r.guarded)}`,
    `  ratio                           ${r.ratio.toFixed(3)} guarded / open with header (target <= ${r.target.toFixed(2)})`,
    `  ratio with the header's parsing ${r.ratioWithHeader.toFixed(3)} guarded / open (medians of ${r.rounds} alternating rounds, ${SECONDS_EACH} s each)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--rounds');
  console.log(formatAuthCostBench(await runAuthCostBench({ rounds: at > 0 ? Number(process.argv[at + 1]) : undefined })));
}
