import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The policy of the SPA and of every API answer. Everything the SPA loads comes from its own
 * origin: scripts and styles as files (React sets style props through the CSSOM, which a policy
 * without 'unsafe-inline' allows), API calls and the realtime socket (connect-src 'self' covers
 * same-origin WebSockets), and channel logos, which are fetched and shown as blob: URLs.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The OpenAPI explorer at /api/docs draws its icons from data: URIs in its stylesheet and sets
 * inline styles in markup; this relaxation applies to that path only, never to the SPA.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const DOCS_PATH = '/api/docs';

/** Browser features the product never uses, denied to the page and to anything it could embed. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year, as HSTS preload lists expect; sent only on answers that came over HTTPS. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers every answer carries (API, SPA pages, static files, errors): a strict content security
 * policy, no framing, no MIME sniffing, no Referer (links in the product carry one-time tokens in
 * their query, e.g. password links, and no other site needs to know where a user came from), and
 * no camera, microphone or location. HSTS only when the request came over HTTPS, since a browser
 * that saw it over plain HTTP would ignore it anyway and a development server has no certificate.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', isDocs(request) ? DOCS_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
    reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

function isDocs(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`);
}
