import { FIELD_MESSAGE_KEYWORD } from '@ea/contracts';
import type { FastifySchemaValidationError } from 'fastify';
import { FINITE_KEYWORD, NO_NUL_PATTERN } from './request-schema-rules.ts';

type Schema = Record<string, unknown>;
type Issue = FastifySchemaValidationError & { parentSchema?: Schema };

interface FieldMessage {
  message: string;
  /** Spec messages win over described ones; among described ones the outermost failing schema wins. */
  rank: number;
}

/**
 * Turns ajv's failures into one readable message per field, every failing field at once: a field
 * annotated with a spec message answers that message; any other failure is described in words
 * ("size must be one of 10, 30, 50"), never in ajv's terms. The failures of a union's branches
 * are summed up by the union, so a field never reads "must match a schema in anyOf".
 */
export function validationFields(issues: Issue[], root: Schema | undefined, part: string): Record<string, string> {
  const chosen = new Map<string, FieldMessage>();
  const choose = (field: string, candidate: FieldMessage) => {
    const current = chosen.get(field);
    if (!current || candidate.rank < current.rank) chosen.set(field, candidate);
  };
  for (const issue of issues) {
    const located = locate(issue, root);
    if (located.specMessage) {
      choose(located.specMessage.field, { message: located.specMessage.message, rank: -1 });
      continue;
    }
    const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
    const path = pathSegments(issue.instancePath);
    const field = [...path, ...(missing ? [missing] : [])].join('.') || part;
    choose(field, { message: `${field} ${describeFailure(issue, located.node)}`, rank: segments(issue.schemaPath).length });
  }
  return Object.fromEntries([...chosen].map(([field, { message }]) => [field, message]));
}

/** Walks the schema path from the part's root: the failing keyword's schema and the outermost spec message on the way. */
function locate(issue: Issue, root: Schema | undefined): { node: Schema | undefined; specMessage?: { field: string; message: string } } {
  const steps = segments(issue.schemaPath).slice(0, -1);
  let node: unknown = root;
  const names: string[] = [];
  let specMessage: { field: string; message: string } | undefined;
  steps.forEach((step, index) => {
    if (steps[index - 1] === 'properties') names.push(step);
    node = isSchema(node) || Array.isArray(node) ? (node as Record<string, unknown>)[step] : undefined;
    const message = isSchema(node) ? node[FIELD_MESSAGE_KEYWORD] : undefined;
    if (!specMessage && typeof message === 'string') specMessage = { field: names.join('.'), message };
  });
  const found = isSchema(node) ? node : issue.parentSchema;
  const missing = issue.params.missingProperty;
  if (!specMessage && issue.keyword === 'required' && typeof missing === 'string') {
    const property = (found?.properties as Record<string, Schema> | undefined)?.[missing];
    const message = property?.[FIELD_MESSAGE_KEYWORD];
    if (typeof message === 'string') specMessage = { field: [...names, missing].join('.'), message };
  }
  return specMessage ? { node: found, specMessage } : { node: found };
}

function describeFailure(issue: Issue, node: Schema | undefined): string {
  const { keyword, params } = issue;
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters`;
    case 'maxLength':
      return `must be at most ${params.limit} characters`;
    case 'pattern':
      return params.pattern === NO_NUL_PATTERN ? 'must not contain NUL characters' : 'is not in the expected format';
    case 'format':
      return `must be a valid ${params.format}`;
    case 'minItems':
      return `must have at least ${params.limit} items`;
    case 'maxItems':
      return `must have at most ${params.limit} items`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'additionalProperties':
      return `must not have ${params.additionalProperty}`;
    case 'type':
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case FINITE_KEYWORD:
      return node ? `must be ${describeSchema(node)}` : 'is invalid';
    default:
      return 'is invalid';
  }
}

/** What a value of the schema is, in words: "a whole number from 1 to 10", "one of asc, desc". */
function describeSchema(schema: Schema): string {
  const choices = allowedValues(schema);
  if (choices) return `one of ${choices.join(', ')}`;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) {
    const words = branches.map(describeSchema);
    return words.length > 1 ? `${words.slice(0, -1).join(', ')}, or ${words.at(-1)}` : (words[0] ?? 'valid');
  }
  // A nullable field lists its types together (see Nullable in contracts): each is described.
  if (Array.isArray(schema.type) && schema.type.length > 1) {
    const words = schema.type.map((type) => describeSchema({ ...schema, type }));
    return `${words.slice(0, -1).join(', ')}, or ${words.at(-1)}`;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return `a whole number${range(schema)}`;
    case 'number':
      return `a number${range(schema)}`;
    case 'string':
      return 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    case 'null':
      return 'null';
    default:
      return 'valid';
  }
}

/** The values an enum, a constant or a union of constants allows. */
function allowedValues(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (!branches) return undefined;
  const values = branches.map(allowedValues);
  return values.every((v) => v !== undefined) ? values.flat() : undefined;
}

function range(schema: Schema): string {
  const { minimum, maximum } = schema;
  if (typeof minimum === 'number' && typeof maximum === 'number') return ` from ${minimum} to ${maximum}`;
  if (typeof minimum === 'number') return ` of at least ${minimum}`;
  if (typeof maximum === 'number') return ` of at most ${maximum}`;
  return '';
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A schema path's steps ("#/properties/a%20b/type" → ["properties", "a b", "type"]). */
function segments(schemaPath: string): string[] {
  return schemaPath
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** A JSON pointer's steps, unescaped. */
function pathSegments(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
