import { type EdgarSource, fileKindOf, isSafeRelativePath, MAX_SOURCE_FILE_BYTES, tooLarge } from './edgar-source.ts';

export interface SecSourceOptions {
  /** The SEC asks every client to name itself and give a contact ("Company admin@company.com"). */
  userAgent: string;
  /** https://www.sec.gov; a mirror or a test server in tests. */
  baseUrl?: string;
  /** The SEC's fair-access limit is 10 requests per second per client. */
  maxPerSecond?: number;
  /** The quarters whose daily indexes are listed: the current one, and the previous early in a quarter. */
  now?: () => Date;
}

/** Spaces request starts at least 1/max seconds apart, in call order, across every caller of one source. */
function rateLimiter(maxPerSecond: number): () => Promise<void> {
  const gap = 1000 / maxPerSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await new Promise((done) => setTimeout(done, at - now));
  };
}

function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}/QTR${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** How many times a GET is sent when the connection drops under it. */
const ATTEMPTS = 3;

/**
 * A GET that is sent again when the connection is reset under it: a kept-alive socket the server
 * closed a moment before is reused now and then, and a dropped connection is not an answer. Each
 * attempt waits its turn, so retries stay within the fair-access rate.
 */
async function fetchWithRetry(url: string, headers: Record<string, string>, turn: () => Promise<void>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    await turn();
    try {
      return await fetch(url, { headers });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isDroppedConnection(error)) throw error;
    }
  }
}

function isDroppedConnection(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return ['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'].includes(cause?.code ?? '');
}

/**
 * EDGAR over HTTPS: daily indexes under Archives/edgar/daily-index/<year>/QTR<n>/, the ticker
 * file under files/, submissions under submissions/ (mirrored by www.sec.gov), a filing's folder
 * index and documents under Archives/. Every request carries the User-Agent and waits its turn.
 */
export function secSource(options: SecSourceOptions): EdgarSource {
  if (!/\S+@\S+/.test(options.userAgent)) throw new Error('EDGAR_USER_AGENT must name the company and a contact e-mail address');
  const base = (options.baseUrl ?? 'https://www.sec.gov').replace(/\/$/, '');
  const turn = rateLimiter(options.maxPerSecond ?? 10);
  const now = options.now ?? (() => new Date());

  const get = async (path: string): Promise<Buffer | null> => {
    const response = await fetchWithRetry(`${base}/${path}`, { 'user-agent': options.userAgent, accept: '*/*' }, turn);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${path}: SEC answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_FILE_BYTES) throw tooLarge(path);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_SOURCE_FILE_BYTES) throw tooLarge(path);
    return bytes;
  };

  const pathOf = (name: string): string | null => {
    if (!isSafeRelativePath(name)) return null;
    const kind = fileKindOf(name);
    if (kind === 'index' && name.startsWith('daily-index/')) return `Archives/edgar/${name}`;
    if (kind === 'tickers' && name === 'company_tickers.json') return 'files/company_tickers.json';
    if (kind === 'submissions') return `submissions/${name.replace(/^submissions-/, '')}`;
    return null;
  };

  return {
    description: base,
    async listFiles() {
      const today = now();
      const quarters = [...new Set([quarterOf(new Date(today.getTime() - 10 * 86_400_000)), quarterOf(today)])];
      const names: string[] = [];
      for (const quarter of quarters) {
        const listing = await get(`Archives/edgar/daily-index/${quarter}/index.json`);
        if (!listing) continue;
        const items = (JSON.parse(listing.toString('utf8')) as { directory?: { item?: { name?: unknown }[] } }).directory?.item ?? [];
        for (const item of items) {
          if (typeof item.name === 'string' && /^master\.\d{8}\.idx$/.test(item.name)) names.push(`daily-index/${quarter}/${item.name}`);
        }
      }
      return names.sort();
    },
    async readFile(name) {
      const path = pathOf(name);
      return path ? get(path) : null;
    },
    async readArchive(path) {
      if (!isSafeRelativePath(path) || !path.startsWith('edgar/data/')) return null;
      return get(`Archives/${path}`);
    },
  };
}
