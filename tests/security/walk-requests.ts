import { Module } from '@ea/contracts';
import { multipartBody, type WalkedRoute } from '@ea/service-kit/testing';
import type { InjectOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { type RecordKind, type RouteField, routeFields, takesUpload } from './record-fields.ts';
import type { Caller, TwoTenants } from './two-tenants.ts';

type Schema = Record<string, unknown>;
/** The value a request gives a field; undefined leaves the field out. */
export type FieldValue = (field: RouteField) => unknown;

/** A media type no route parses: the answer is 415 once the guard has let the request through, before any handler runs. */
export const PROBE_MEDIA_TYPE = 'application/x-route-walk-probe';

let requestNumber = 0;
/** Values of fields that name nothing, valid for the forms that have them (so only the field under test can be refused). */
const EXAMPLES: Record<string, (n: number) => unknown> = {
  email: (n) => `walk-request-${n}@example.com`,
  userName: () => 'walker',
  firstName: () => 'Walk',
  lastName: () => 'Request',
  name: (n) => `Walk request ${n}`,
  ticker: () => 'WALK',
  cik: (n) => String(1_000_000_000 + n),
  confirmed: () => true,
  sendActivation: () => false,
  active: () => false,
  mode: () => 'viewing',
  body: (n) => `Walk comment ${n}`,
  format: () => 'word',
  /** EDGAR's index is public: a filing of the walk's own (see addEdgarAlert), named by accession. */
  accession: () => '9000000000-24-000001',
  q: () => 'walk',
};

/** The records each caller names as its own (admins: A's), and the existing records outside A's callers' scope, by kind. */
export function recordValues(world: TwoTenants) {
  const { a, b } = world;
  return {
    own(kind: RecordKind, caller: Caller): number | string {
      const tenant = caller.profile.channelId === b.channel.id ? b : a;
      switch (kind) {
        case 'channel':
          return tenant.channel.id;
        case 'company':
          return tenant.companies[0].id;
        case 'user':
          return tenant.member.id;
        case 'role':
          return world.roles.plain;
        case 'companyImportRun':
          return tenant.companyImportRunId;
        case 'userImportRun':
          return tenant.userImportRunId;
        case 'folder':
          return tenant.folder.id;
        case 'document':
          return tenant.document.id;
        case 'topic':
          return tenant.document.topicId;
        case 'version':
          return tenant.document.versionId;
        case 'commentThread':
          return tenant.document.threadId;
        case 'exportJob':
          return tenant.document.exportJobId;
        case 'edgarAlert':
          return tenant.edgarAlertId;
        case 'generatedAlert':
          return tenant.generatedAlertId;
        case 'validatorProject':
          return tenant.validatorProjectId;
        case 'validatorRun':
          return tenant.validatorRunId;
        case 'easyviewProject':
          return tenant.easyviewProjectId;
        case 'easyviewRun':
          return tenant.easyviewRunId;
        case 'validatorTaxonomyPackage':
          return tenant.validatorTaxonomyPackageId;
        case 'easyviewTaxonomyPackage':
          return tenant.easyviewTaxonomyPackageId;
        case 'module':
          return caller.profile.modules[0] ?? Module.library;
      }
    },
    /**
     * Roles are shared by every channel: outside a caller's reach is the Admin role, which only
     * admins grant, and in a filter a role only B's users hold. A single-company user's scope also
     * leaves out its channel's other companies. Deleted companies are named as well as live ones.
     */
    foreign(field: RouteField, caller: Caller): (number | string)[] {
      switch (field.kind) {
        case 'channel':
          return [b.channel.id];
        case 'company':
          return [b.companies[0].id, b.deletedCompany.id, ...(caller.profile.reviewerOnly ? [a.companies[1].id, a.deletedCompany.id] : [])];
        case 'user':
          return [b.member.id];
        case 'role':
          return field.location === 'querystring' ? [world.roles.heldOnlyByB] : [world.roles.admin];
        case 'companyImportRun':
          return [b.companyImportRunId];
        case 'userImportRun':
          return [b.userImportRunId];
        case 'folder':
          return [b.folder.id];
        case 'document':
          return [b.document.id];
        case 'topic':
          return [b.document.topicId];
        case 'version':
          return [b.document.versionId];
        case 'commentThread':
          return [b.document.threadId];
        case 'exportJob':
          return [b.document.exportJobId];
        case 'edgarAlert':
          return [b.edgarAlertId];
        case 'generatedAlert':
          return [b.generatedAlertId];
        case 'validatorProject':
          return [b.validatorProjectId];
        case 'validatorRun':
          return [b.validatorRunId];
        case 'easyviewProject':
          return [b.easyviewProjectId];
        case 'easyviewRun':
          return [b.easyviewRunId];
        case 'validatorTaxonomyPackage':
          return [b.validatorTaxonomyPackageId];
        case 'easyviewTaxonomyPackage':
          return [b.easyviewTaxonomyPackageId];
        default:
          return [];
      }
    },
  };
}

/** The JSON type a schema describes, looking through nullable unions. */
function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string' && schema.type !== 'null') return schema.type;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches?.map(typeOf).find((t) => t !== undefined);
}

/** An id in the form the field takes: a list of one, text, or the number. */
export function shaped(field: RouteField, id: number | string): unknown {
  const type = typeOf(field.schema);
  if (type === 'array') return [id];
  if (type === 'string' || field.location === 'params') return String(id);
  return id;
}

/**
 * The caller's ordinary values: its own records in the path and body (filters and upload form
 * fields left out, so a list is not narrowed by accident), examples for the fields that name
 * nothing, and a schema default for any other required field.
 */
export function ownValues(world: TwoTenants, caller: Caller): FieldValue {
  const records = recordValues(world);
  return (field) => {
    if (field.idLike && field.kind !== undefined) {
      const optionalFilter = (field.location === 'querystring' || field.location === 'form') && !field.required;
      return optionalFilter ? undefined : shaped(field, records.own(field.kind, caller));
    }
    const example = EXAMPLES[field.name];
    if (example) return example(++requestNumber);
    return field.required && field.schema ? Value.Create(field.schema as TSchema) : undefined;
  };
}

function pathOf(route: WalkedRoute, fields: RouteField[], value: FieldValue): string {
  let url = route.url;
  for (const field of fields.filter((f) => f.location === 'params')) {
    url = url.replace(`:${field.name}`, encodeURIComponent(String(value(field))));
  }
  const query = new URLSearchParams();
  for (const field of fields.filter((f) => f.location === 'querystring')) {
    const v = value(field);
    for (const item of v === undefined ? [] : [v].flat()) query.append(field.name, String(item));
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

/** A whole request: path, query, and a JSON body or an upload of `file` with its form fields. */
export function walkRequest(
  route: WalkedRoute,
  headers: Record<string, string>,
  value: FieldValue,
  file: Buffer = Buffer.alloc(0),
): InjectOptions {
  const fields = routeFields(route);
  const url = pathOf(route, fields, value);
  const valuesAt = (location: RouteField['location']) =>
    Object.fromEntries(
      fields
        .filter((f) => f.location === location)
        .map((f) => [f.name, value(f)])
        .filter(([, v]) => v !== undefined),
    );
  const method = route.method as InjectOptions['method'];
  if (takesUpload(route)) {
    const form = valuesAt('form');
    const upload = multipartBody(
      { field: 'file', name: 'walk.xlsx', type: 'application/octet-stream', bytes: file },
      Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])),
    );
    return { method, url, headers: { ...headers, ...upload.headers }, payload: upload.payload };
  }
  if (route.schema?.body === undefined) return { method, url, headers };
  return { method, url, headers, payload: valuesAt('body') };
}

/**
 * A request only the guard answers: a GET as is (reads change nothing), any other method with a
 * body of PROBE_MEDIA_TYPE, which the app refuses with 415 after the guard and before the handler,
 * so a guard that wrongly lets it through changes nothing either.
 */
export function guardRequest(route: WalkedRoute, headers: Record<string, string>, value: FieldValue): InjectOptions {
  if (route.method === 'GET') return walkRequest(route, headers, value);
  const url = pathOf(route, routeFields(route), value);
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: { ...headers, 'content-type': PROBE_MEDIA_TYPE },
    payload: 'probe',
  };
}
