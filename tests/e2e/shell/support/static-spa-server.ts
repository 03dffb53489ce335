import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface StaticSpaServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built SPA the way the gateway does: files as they are, any other path gets index.html
 * (history fallback). API and socket paths answer 404 in the API's error shape, since no backend
 * runs here; tests stub the calls they need in the browser.
 */
export async function startStaticSpaServer(distDir: string): Promise<StaticSpaServer> {
  const root = resolve(distDir);
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (/^\/(api|dita|socket\.io)(\/|$)/.test(pathname)) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 'notFound', message: 'Not found' }));
      return;
    }
    const candidate = normalize(join(root, pathname));
    const isFile = candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile();
    const file = isFile ? candidate : join(root, 'index.html');
    const hashed = file.includes(`${join(root, 'assets')}`);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
