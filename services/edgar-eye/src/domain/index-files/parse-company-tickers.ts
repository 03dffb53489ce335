export interface TickerEntry {
  cik: number;
  ticker: string;
  name: string;
}

/**
 * Reads SEC's company_tickers.json ({"0": {"cik_str": 789019, "ticker": "MSFT", "title": ...}}),
 * whole or not at all: a malformed entry fails the file, naming its key.
 */
export function parseCompanyTickers(json: string): TickerEntry[] {
  const data: unknown = JSON.parse(json);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('company_tickers.json: expected an object of entries');
  const entries: TickerEntry[] = [];
  for (const [key, value] of Object.entries(data)) {
    const entry = value as { cik_str?: unknown; ticker?: unknown; title?: unknown } | null;
    const cik = entry?.cik_str;
    if (
      typeof cik !== 'number' ||
      !Number.isInteger(cik) ||
      cik < 1 ||
      cik > 9_999_999_999 ||
      typeof entry?.ticker !== 'string' ||
      !/^[A-Za-z0-9.-]{1,12}$/.test(entry.ticker) ||
      typeof entry.title !== 'string' ||
      entry.title.trim() === ''
    ) {
      throw new Error(`company_tickers.json: entry "${key.slice(0, 20)}" is not a CIK, a ticker and a name`);
    }
    entries.push({ cik, ticker: entry.ticker.toUpperCase(), name: entry.title.trim() });
  }
  return entries;
}
