import fc from 'fast-check';

/**
 * Requests a hostile or careless client sends, built from a route's own schemas: each field of
 * its path, query and body gets either a plausible value (what the schema describes, ids of
 * records that exist) or a hostile one (out-of-range and non-finite numbers, NUL bytes, long
 * text, huge lists, wrong types, random JSON), and sometimes the whole body is replaced.
 */

type Schema = Record<string, unknown>;

export interface RouteUnderTest {
  method: string;
  url: string;
  schema: Schema | undefined;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const MANY_NUMBERS = Array.from({ length: 20_000 }, (_, i) => i);
const MANY_TEXTS = Array.from({ length: 2_000 }, () => 'a');
const MANY_OBJECTS = Array.from({ length: 500 }, () => ({ id: 1 }));

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1e30, -1e30, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1.5, -0.5, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const numericText = fc.constantFrom(
  'Infinity',
  '-Infinity',
  'NaN',
  '1e30',
  '-1',
  '0',
  '1.5',
  '0x10',
  '99999999999',
  '2147483648',
  ' 1',
  '1,2',
  '',
  '1e-7',
  '+5',
  '١٢',
  'true',
  'null',
);
const nulText = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const longText = fc.integer({ min: 300, max: 30_000 }).map((n) => 'x'.repeat(n));
const hugeList = fc.constantFrom<unknown>(MANY_NUMBERS, MANY_TEXTS, MANY_OBJECTS);
const wrongType = fc.constantFrom<unknown>(
  true,
  false,
  null,
  {},
  [],
  { a: 1 },
  [[1]],
  [null],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
);
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom("' or 1=1 --", '<script>', '../..', '%', '\\', '\u202e'),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  numericText,
  nulText,
  longText,
  hugeList,
  wrongType,
  oddText,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Path segments that are not valid percent-encoding or walk out of the route. */
const rawSegment = fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '..', '%2e%2e', '%2F', '%ff%fe');

/** A value the schema describes, leaning on ids of records that exist. */
export function plausibleValue(schema: unknown, knownIds: number[]): fc.Arbitrary<unknown> {
  if (typeof schema !== 'object' || schema === null) return fc.jsonValue({ maxDepth: 2 });
  const s = schema as Schema;
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const branches = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (branches) return fc.oneof(...branches.map((b) => plausibleValue(b, knownIds)));
  switch ([s.type].flat()[0]) {
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : -1000;
      const max = typeof s.maximum === 'number' ? s.maximum : 1_000_000;
      return fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }));
    }
    case 'string':
      if (typeof s.pattern === 'string' && s.pattern.includes('[0-9a-f]{8}')) return fc.uuid();
      return fc.oneof(
        fc.string({ maxLength: Math.min(typeof s.maxLength === 'number' ? s.maxLength : 40, 40) }),
        fc.emailAddress(),
        fc.constantFrom('Acme', '1000000001', 'AB12', 'Preparer', 'Create,Read', 'company'),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(s.items, knownIds), { maxLength: 4 });
    case 'object':
      return objectOf(s, knownIds, () => fc.constant(undefined)).map(compact);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Half the time plausible, half the time hostile. */
function fieldValue(schema: unknown, knownIds: number[]): fc.Arbitrary<unknown> {
  return fc.oneof(plausibleValue(schema, knownIds), hostileValue);
}

/** Each property present or not (required ones more often), valued by `value`, plus the odd unknown key. */
function objectOf(schema: Schema, knownIds: number[], extra: () => fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      required.has(name)
        ? fc.option(fieldValue(property, knownIds), { freq: 8, nil: undefined })
        : fc.option(fieldValue(property, knownIds), { freq: 2, nil: undefined }),
    ]),
  );
  return fc
    .tuple(fc.record(fields), fc.option(fc.tuple(fc.string({ maxLength: 12 }), extra()), { nil: undefined }))
    .map(([record, more]) => {
      if (more && more[1] !== undefined) record[more[0]] = more[1];
      return record;
    });
}

function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Percent-encodes, keeping text that cannot be encoded (lone surrogates) as its raw UTF-8 bytes. */
function encode(value: unknown): string {
  const text = asText(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryString(query: Record<string, unknown>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) && value.length < 50 ? value : [value]).map((v) => `${encode(name)}=${encode(v)}`),
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function multipart(fields: Record<string, unknown>, fileField: string, file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----hostile-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="upload.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Form fields the upload routes read besides their file. */
const UPLOAD_FIELDS: Schema = { type: 'object', properties: { channelId: { type: 'integer' }, importValid: { type: 'boolean' } } };

/**
 * Every request this route can be sent: its path parameters (or a raw segment), its query, and a
 * JSON body — or a multipart form with `uploads` files for routes that take one.
 */
export function hostileRequests(
  route: RouteUnderTest,
  knownIds: number[],
  headers: Record<string, string>,
  uploads: Buffer[],
): fc.Arbitrary<HostileRequest> {
  const schema = route.schema ?? {};
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const paramSchemas = ((schema.params as Schema | undefined)?.properties ?? {}) as Record<string, unknown>;
  const params = fc.tuple(
    ...paramNames.map((name) =>
      fc.oneof({ weight: 4, arbitrary: fieldValue(paramSchemas[name], knownIds).map(encode) }, { weight: 1, arbitrary: rawSegment }),
    ),
  );
  const query = schema.querystring ? objectOf(schema.querystring as Schema, knownIds, () => hostileValue).map(compact) : fc.constant({});
  const takesUpload = Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');
  // Writes get a body even without a body schema: the route must ignore what it does not read.
  const sendsBody = (route.method !== 'GET' && route.method !== 'DELETE') || schema.body !== undefined;
  const json = schema.body
    ? fc.oneof(
        { weight: 5, arbitrary: objectOf(schema.body as Schema, knownIds, () => hostileValue).map(compact) },
        { weight: 1, arbitrary: hostileValue },
      )
    : fc.option(hostileValue, { nil: undefined });
  const upload = fc.tuple(
    objectOf(UPLOAD_FIELDS, knownIds, () => hostileValue).map(compact),
    fc.constantFrom('file', 'logo'),
    uploads.length > 0
      ? fc.oneof(fc.constantFrom(...uploads), fc.uint8Array({ maxLength: 64 }).map(Buffer.from))
      : fc.constant(Buffer.alloc(0)),
  );
  return fc.tuple(params, query, json, upload).map(([segments, q, body, [formFields, fileField, file]]) => {
    let index = 0;
    const url = route.url.replace(/:(\w+)/g, () => segments[index++]!) + queryString(q);
    if (takesUpload) {
      const form = multipart(formFields, fileField, file);
      return { method: route.method, url, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload };
    }
    if (!sendsBody || body === undefined) return { method: route.method, url, headers };
    return { method: route.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) };
  });
}

/** A request in a few hundred characters, for a failure message. */
export function describeRequest(request: HostileRequest): string {
  const body = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)}${body}`;
}
