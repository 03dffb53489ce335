/**
 * The cost of authenticating a request: requests/s of the same small JSON route served without
 * auth and with auth (EdDSA token verification, the session-revocation check and the route
 * guard), in one process, measured with autocannon against a listening server.
 *
 *   REDIS_URL=redis://… node --import tsx services/identity/bench/auth-cost.ts [--seconds 5]
 *
 * Prints and returns the ratio without/with; the target is ≤ 1.10.
 */
import { pathToFileURL } from 'node:url';
import { FEATURE_USER_MANAGEMENT, Module } from '@ea/contracts';
import { createApp, createSessionRevocation, createTokenSigner, createTokenVerifier, generateTokenKeys } from '@ea/service-kit';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { Type } from 'typebox';

export interface AuthCostResult {
  withoutAuthRps: number;
  withAuthRps: number;
  /** withoutAuthRps / withAuthRps: 1.0 means authentication costs nothing measurable. */
  ratio: number;
  target: number;
  seconds: number;
}

const TARGET = 1.1;

async function measure(url: string, seconds: number, headers: Record<string, string>): Promise<number> {
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const result = await autocannon({ url, connections: 50, pipelining: 1, duration: seconds, headers, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

export async function runAuthCostBench(options: { seconds?: number; redisUrl?: string } = {}): Promise<AuthCostResult> {
  const seconds = options.seconds ?? 14;
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
    // Warm both paths (JIT, connection pools), then measure in alternating pairs and take the
    // median of the pairs' ratios, so a burst of load elsewhere on the machine skews one pair, not the figure.
    await measure(`${address}/api/bench/open`, 1, {});
    await measure(`${address}/api/bench/guarded`, 1, { authorization: `Bearer ${token}` });
    const pairs = Math.max(3, Math.round(seconds / 2));
    const open: number[] = [];
    const guarded: number[] = [];
    for (let i = 0; i < pairs; i++) {
      open.push(await measure(`${address}/api/bench/open`, 1, {}));
      guarded.push(await measure(`${address}/api/bench/guarded`, 1, { authorization: `Bearer ${token}` }));
    }
    const ratios = open.map((o, i) => o / guarded[i]!).sort((a, b) => a - b);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const result = {
      withoutAuthRps: median(open),
      withAuthRps: median(guarded),
      ratio: ratios[Math.floor(ratios.length / 2)]!,
      target: TARGET,
      seconds: pairs * 2,
    };
    return result;
  } finally {
    await app.close();
    await sessions.close();
    await redis.quit();
  }
}

export function formatAuthCostBench(r: AuthCostResult): string {
  return [
    'Cost of authenticating a request (token verification + revocation check + guard)',
    `  without auth      ${r.withoutAuthRps.toFixed(0)} req/s`,
    `  with auth         ${r.withAuthRps.toFixed(0)} req/s`,
    `  ratio             ${r.ratio.toFixed(3)} (median of alternating 1 s pairs; target <= ${r.target.toFixed(2)}; ${r.seconds} s measured)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--seconds');
  console.log(formatAuthCostBench(await runAuthCostBench({ seconds: at > 0 ? Number(process.argv[at + 1]) : undefined })));
}
