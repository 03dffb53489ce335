/** Parses SERVICE_URLS (`identity=http://identity:3000,directory=http://directory:3000`). */
export function parseServiceUrls(value: string | undefined): Map<string, string> {
  const urls = new Map<string, string>();
  for (const pair of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const url = pair.slice(eq + 1).trim();
    if (eq <= 0 || !/^https?:\/\//.test(url)) throw new Error(`SERVICE_URLS entry "${pair}" is not name=http(s)://host:port`);
    urls.set(name, url.replace(/\/$/, ''));
  }
  return urls;
}
