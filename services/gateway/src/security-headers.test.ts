import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { type App, generateTokenKeys, openPlatform, type Platform } from '@ea/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './build-gateway.ts';

/** The headers every answer carries, whatever serves it. */
const STRICT = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

let database: TestDatabase;
let platform: Platform;
let gateway: App;
let staticDir: string;

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'ea-spa-'));
  await mkdir(join(staticDir, 'assets'));
  await mkdir(join(staticDir, 'fe_assets'));
  await writeFile(
    join(staticDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'document.title = "app";');
  await writeFile(join(staticDir, 'fe_assets', 'version.json'), '{"version":"v1"}');
  const keys = await generateTokenKeys();
  database = await createTestDatabase();
  platform = await openPlatform({
    ...process.env,
    DATABASE_URL: database.url,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    DATA_DIR: resolve('.data'),
  });
  gateway = await buildGateway({ platform, local: [], remote: [], staticDir, version: 'v1', outboxWritten: () => {}, logger: false });
  await gateway.ready();
});

afterAll(async () => {
  await gateway?.close();
  await platform?.close();
  await database?.drop();
  await rm(staticDir, { recursive: true, force: true });
});

const headersOf = async (url: string) => (await gateway.inject({ url })).headers;

describe('browser security headers of the gateway', () => {
  it('sends them on API answers, a success, an authentication error and an unknown API path alike', async () => {
    for (const url of ['/api/health', '/api/session', '/api/no-such-route']) {
      const headers = await headersOf(url);
      expect(headers, url).toMatchObject(STRICT);
      expect(headers, url).not.toHaveProperty('strict-transport-security');
    }
  });

  it('sends them on the SPA page, a deep link answered by the history fallback, a hashed asset and version.json', async () => {
    for (const url of ['/', '/companies/auditlog?page=2', '/assets/index-abc123.js', '/fe_assets/version.json']) {
      const answer = await gateway.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers, url).toMatchObject(STRICT);
    }
  });

  it("relaxes the policy for the OpenAPI explorer's own path only", async () => {
    const docs = await gateway.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(docs.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(docs.headers['content-security-policy']).not.toContain('script-src *');
    expect((await headersOf('/api/docs/static/swagger-ui.css'))['content-security-policy']).toBe(docs.headers['content-security-policy']);
    expect((await headersOf('/api/docsx'))['content-security-policy']).toBe(STRICT['content-security-policy']);
    expect((await headersOf('/?next=/api/docs'))['content-security-policy']).toBe(STRICT['content-security-policy']);
  });

  it('asks browsers for HTTPS only on answers that came over HTTPS', async () => {
    const { key, cert } = selfSignedCertificate();
    const server = https.createServer({ key, cert }, (request, response) => gateway.routing(request, response));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const headers = await new Promise<Record<string, unknown>>((done, fail) => {
        const port = (server.address() as AddressInfo).port;
        https
          .get({ host: '127.0.0.1', port, path: '/', ca: cert, servername: 'localhost' }, (response) => {
            response.resume();
            done(response.headers);
          })
          .on('error', fail);
      });
      expect(headers).toMatchObject({ ...STRICT, 'strict-transport-security': 'max-age=31536000; includeSubDomains' });
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

/** A throw-away certificate for localhost, made for this run so no key is kept in the repository. */
function selfSignedCertificate(): { key: string; cert: string } {
  const pem = execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      '-',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-days',
      '1',
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const key = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/.exec(pem)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(pem)?.[0];
  if (!key || !cert) throw new Error('openssl did not produce a key and a certificate');
  return { key, cert };
}
