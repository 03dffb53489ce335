import { FIELD_MESSAGE_KEYWORD } from '@ea/contracts';
import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** Text without NUL: Postgres cannot store it in text columns, so it would fail as a 500 far from the request. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';
/**
 * Numbers must be finite. ajv turns the query text "Infinity" into a number without checking it
 * again, and its bounds skip non-finite numbers, so Infinity would pass every integer schema.
 */
export const FINITE_KEYWORD = 'x-finite';

type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...args: never[]) => unknown>;

/** The keywords of these rules and the spec-message annotation, declared to ajv (it refuses unknown keywords). */
export const declareRuleKeywords: AjvPlugin = (ajv) => {
  ajv.addKeyword({ keyword: FIELD_MESSAGE_KEYWORD, schemaType: 'string' });
  ajv.addKeyword({
    keyword: FINITE_KEYWORD,
    schemaType: 'boolean',
    validate: (finite: boolean, data: unknown) => !finite || typeof data !== 'number' || Number.isFinite(data),
    errors: false,
  });
  return ajv;
};

const buildAjvValidator = AjvCompiler();
/** What Fastify hands a validator compiler (the library's types describe a bare schema instead). */
type PartDefinition = { schema: unknown; method: string; url: string; httpPart: string };

/**
 * Fastify's own ajv validator, compiling every request part (body, query, path, headers) with
 * every string refusing NUL characters and every number refusing Infinity, so no route can
 * forget either. Routes keep their schemas as written (OpenAPI, tests); only validation sees the
 * rules. Files arrive as multipart, outside these schemas, so uploads keep every byte.
 */
export const buildRuledValidator: typeof buildAjvValidator = (externalSchemas, options) => {
  const compile = buildAjvValidator(externalSchemas, options) as unknown as (part: PartDefinition) => unknown;
  const ruled = (part: PartDefinition) => compile({ ...part, schema: applyRules(part.schema) });
  return ruled as unknown as ReturnType<typeof buildAjvValidator>;
};

/** Keywords whose value is a schema, a list of schemas, or a map of named schemas. */
const SCHEMA_KEYWORDS = new Set(['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const SCHEMA_LIST_KEYWORDS = new Set(['anyOf', 'allOf', 'oneOf', 'prefixItems']);
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

function applyRules(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (SCHEMA_KEYWORDS.has(keyword)) copy[keyword] = applyRules(value);
    else if (SCHEMA_LIST_KEYWORDS.has(keyword) && Array.isArray(value)) copy[keyword] = value.map(applyRules);
    else if (SCHEMA_MAP_KEYWORDS.has(keyword) && typeof value === 'object' && value !== null)
      copy[keyword] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, applyRules(s)]));
    else copy[keyword] = value;
  }
  const types = [copy.type].flat();
  if (types.includes('integer') || types.includes('number')) copy[FINITE_KEYWORD] = true;
  if (!types.includes('string') || copy.format === 'binary' || 'enum' in copy || 'const' in copy) return copy;
  if (copy.pattern === undefined) copy.pattern = NO_NUL_PATTERN;
  else copy.allOf = [...((copy.allOf as unknown[] | undefined) ?? []), { pattern: NO_NUL_PATTERN }];
  return copy;
}
