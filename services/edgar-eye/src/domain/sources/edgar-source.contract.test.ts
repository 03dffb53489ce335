import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGAR_INDEX_SAMPLES } from '../../testing/edgar-eye-test-app.ts';
import { directorySource } from './directory-source.ts';
import type { EdgarSource } from './edgar-source.ts';
import { secSource } from './sec-source.ts';

const MASTER = 'master.20200103.idx';
const ARCHIVE = 'edgar/data/1000229/000120919120000788/0001209191-20-000788.txt';
const USER_AGENT = 'Test Filings ops@test.example';

/**
 * One contract for both sources over the same files: the local directory (the default) and SEC's
 * servers, played here by a local HTTP server with EDGAR's paths, which records every request.
 */
const FLAKY = 'edgar/data/1000229/000120919120000788/flaky.txt';
let root: string;
let server: Server;
const requests: { path: string; userAgent: string | undefined; at: number }[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'edgar-source-'));
  const master = await readFile(join(EDGAR_INDEX_SAMPLES, MASTER));
  const tickers = await readFile(join(EDGAR_INDEX_SAMPLES, 'company_tickers.json'));
  await writeFile(join(root, MASTER), master);
  await writeFile(join(root, 'company_tickers.json'), tickers);
  await mkdir(join(root, 'edgar/data/1000229/000120919120000788'), { recursive: true });
  await writeFile(join(root, ARCHIVE), 'SEC-DOCUMENT');

  const routes = new Map<string, Buffer>([
    [
      '/Archives/edgar/daily-index/2020/QTR1/index.json',
      Buffer.from(JSON.stringify({ directory: { item: [{ name: MASTER }, { name: 'form.20200103.idx' }, { name: '../x' }] } })),
    ],
    [`/Archives/edgar/daily-index/2020/QTR1/${MASTER}`, master],
    ['/files/company_tickers.json', tickers],
    [`/Archives/${ARCHIVE}`, Buffer.from('SEC-DOCUMENT')],
    [`/Archives/${FLAKY}`, Buffer.from('SENT-AGAIN')],
  ]);
  server = createServer((request: IncomingMessage, response) => {
    requests.push({ path: request.url ?? '', userAgent: request.headers['user-agent'], at: Date.now() });
    // The first request for this path loses its connection before any answer.
    if (request.url === `/Archives/${FLAKY}` && requests.filter((r) => r.path === request.url).length === 1) {
      request.socket.destroy();
      return;
    }
    const body = routes.get(request.url ?? '');
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
});

afterAll(async () => {
  await new Promise((closed) => server?.close(closed));
  await rm(root, { recursive: true, force: true });
});

const sources: [string, () => { source: EdgarSource; master: string }][] = [
  ['a local directory', () => ({ source: directorySource(root), master: MASTER })],
  [
    "SEC's servers over HTTP",
    () => ({
      source: secSource({
        userAgent: USER_AGENT,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        now: () => new Date('2020-01-03T20:00:00Z'),
      }),
      master: `daily-index/2020/QTR1/${MASTER}`,
    }),
  ],
];

describe.each(sources)('EDGAR source: %s', (_name, make) => {
  it('lists its daily index, reads it byte for byte, and answers null for what it lacks', async () => {
    const { source, master } = make();
    expect(await source.listFiles()).toContain(master);
    expect(await source.readFile(master)).toEqual(await readFile(join(EDGAR_INDEX_SAMPLES, MASTER)));
    expect(await source.readFile('master.20990101.idx')).toBeNull();
  });

  it('reads an Archives file, and refuses paths that leave the archive', async () => {
    const { source } = make();
    expect((await source.readArchive(ARCHIVE))?.toString()).toBe('SEC-DOCUMENT');
    expect(await source.readArchive('edgar/data/1/missing.txt')).toBeNull();
    for (const path of ['../etc/passwd', 'edgar/data/../../etc/passwd', '/etc/passwd', 'edgar/data/1/a\0b', 'other/file']) {
      expect(await source.readArchive(path), path).toBeNull();
    }
  });
});

describe("SEC's fair-access rules", () => {
  it('sends a GET again when its connection drops before the answer', async () => {
    const source = sources[1]?.[1]().source as EdgarSource;
    expect((await source.readArchive(FLAKY))?.toString()).toBe('SENT-AGAIN');
    expect(requests.filter((request) => request.path === `/Archives/${FLAKY}`)).toHaveLength(2);
  });

  it('names itself on every request and makes at most 10 requests a second', async () => {
    const source = sources[1]?.[1]().source as EdgarSource;
    requests.length = 0;
    await Promise.all(Array.from({ length: 11 }, () => source.readArchive(ARCHIVE)));
    expect(requests).toHaveLength(11);
    expect(new Set(requests.map((request) => request.userAgent))).toEqual(new Set([USER_AGENT]));
    // 11 request starts 100 ms apart span at least a second (a little slack for timer rounding).
    const at = requests.map((request) => request.at).sort((a, b) => a - b);
    expect((at.at(-1) as number) - (at[0] as number)).toBeGreaterThanOrEqual(950);
  });

  it('will not start without a User-Agent naming a contact', () => {
    expect(() => secSource({ userAgent: '' })).toThrow(/EDGAR_USER_AGENT/);
    expect(() => secSource({ userAgent: 'Mozilla/5.0' })).toThrow(/EDGAR_USER_AGENT/);
  });
});
