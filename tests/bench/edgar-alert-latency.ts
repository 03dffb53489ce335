/**
 * EdgarEye's new-filing-to-alert latency: a tracked company's filing arrives in a daily index file,
 * is ingested, and the tracking user's browser socket gets `alert.generated`. Measured from the
 * event's own timestamp (taken inside the ingestion's transaction, so the figure includes the
 * commit) to the socket message, through the product as one machine runs it: the gateway with
 * every service, the outbox relay, the Redis Streams bus and the realtime hub.
 *
 *   node --import tsx tests/bench/edgar-alert-latency.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REALTIME_EVENT, type RealtimeMessage } from '@ea/contracts';
import { connectClient } from '../../services/realtime/src/testing/socket-clients.ts';
import { startGatewayInProcess } from '../support/gateway-in-process.ts';

const FILES = 60;
const TARGET_P99_MS = 300;
const CIK = 1318605;

export interface AlertLatencyBench {
  files: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  targetP99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}

export async function runAlertLatencyBench(): Promise<AlertLatencyBench> {
  const sourceDir = await mkdtemp(join(tmpdir(), 'edgar-latency-'));
  const gateway = await startGatewayInProcess({ realtime: true, env: { EDGAR_SOURCE: 'directory', EDGAR_DIRECTORY: sourceDir } });
  try {
    const { token } = await gateway.signer.sign(
      {
        sub: '1',
        email: 'first.admin@example.com',
        channelId: null,
        roles: [],
        modules: [],
        features: [],
        admin: true,
        singleCompanyId: null,
      },
      3600,
    );
    const headers = { authorization: `Bearer ${token}` };
    const added = await gateway.app.inject({ method: 'POST', url: '/api/edgar-eye/alerts/add', headers, payload: { cik: CIK } });
    if (added.statusCode !== 201) throw new Error(`alerts/add answered ${added.statusCode} ${added.body}`);
    const socket = await connectClient(gateway.url!, { auth: { token } });
    const latencies: number[] = [];
    try {
      for (let n = 0; n < FILES + 5; n += 1) {
        const accession = `0000950170-26-${String(n).padStart(6, '0')}`;
        const day = String(1 + (n % 28)).padStart(2, '0');
        const month = String(1 + Math.floor(n / 28)).padStart(2, '0');
        const received = new Promise<number>((resolve) => {
          const onMessage = (message: RealtimeMessage) => {
            if (message.event !== 'alert.generated' || (message.data as { accession?: string } | undefined)?.accession !== accession)
              return;
            socket.off(REALTIME_EVENT, onMessage);
            resolve(Date.now() - Date.parse(message.occurredAt));
          };
          socket.on(REALTIME_EVENT, onMessage);
        });
        await writeFile(
          join(sourceDir, `master.2026${month}${day}.idx`),
          `CIK|Company Name|Form Type|Date Filed|File Name\n${'-'.repeat(80)}\n${CIK}|Tesla, Inc.|8-K|2026${month}${day}|edgar/data/${CIK}/${accession}.txt\n`,
        );
        const ingest = await gateway.app.inject({ method: 'POST', url: '/api/edgar-eye/ingest', headers });
        if (ingest.statusCode !== 200) throw new Error(`ingest answered ${ingest.statusCode} ${ingest.body}`);
        const latency = await received;
        if (n >= 5) latencies.push(latency);
      }
    } finally {
      socket.close();
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      files: FILES,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1)!,
      targetP99Ms: TARGET_P99_MS,
    };
  } finally {
    await gateway.close();
    await rm(sourceDir, { recursive: true, force: true });
  }
}

export function formatAlertLatencyBench(b: AlertLatencyBench): string {
  return [
    'EdgarEye alert latency (ingested filing → the tracking user’s socket)',
    `  ${b.files} files: p50 ${b.p50Ms} ms, p99 ${b.p99Ms} ms, max ${b.maxMs} ms (target p99 ≤ ${b.targetP99Ms} ms: ${b.p99Ms <= b.targetP99Ms ? 'met' : 'MISSED'})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatAlertLatencyBench(await runAlertLatencyBench()));
  process.exit(0);
}
