import type { WalkedRoute } from '@ea/service-kit/testing';

type Schema = Record<string, unknown>;

/** Where a request carries a field: the path, the query, a JSON body, or the form fields of an upload. */
export type FieldLocation = 'params' | 'querystring' | 'body' | 'form';

/** What an id-like field names. `module` is a module number (MODULE_ACCESS), not a record of any tenant. */
export type RecordKind =
  | 'channel'
  | 'company'
  | 'user'
  | 'role'
  | 'companyImportRun'
  | 'userImportRun'
  | 'folder'
  | 'document'
  | 'topic'
  | 'version'
  | 'commentThread'
  | 'exportJob'
  | 'edgarAlert'
  | 'generatedAlert'
  | 'validatorProject'
  | 'validatorRun'
  | 'easyviewProject'
  | 'easyviewRun'
  | 'validatorTaxonomyPackage'
  | 'easyviewTaxonomyPackage'
  | 'module';

export interface RouteField {
  location: FieldLocation;
  name: string;
  schema: Schema | undefined;
  required: boolean;
  /** Set for fields that name something by id; undefined when the walk does not know what one names. */
  kind: RecordKind | undefined;
  idLike: boolean;
}

/** Names that name records without ending in "id". */
const ID_LIKE_NAMES = new Set(['client', 'clientfilter', 'rolefilter', 'roles', 'products', 'singleCompanyId']);

/** Names ending in Id that name no record of any tenant: a validation rule's id ('dts.unresolvedSchema'). */
const NOT_RECORD_NAMES = new Set(['ruleId']);

/** What each id-like field names, whatever the route. */
const KIND_BY_NAME: Record<string, RecordKind> = {
  channelId: 'channel',
  client: 'channel',
  clientfilter: 'channel',
  companyId: 'company',
  singleCompanyId: 'company',
  userId: 'user',
  userIds: 'user',
  companyIds: 'company',
  roleId: 'role',
  roles: 'role',
  rolefilter: 'role',
  productId: 'module',
  products: 'module',
  folderId: 'folder',
  parentId: 'folder',
  documentId: 'document',
  docId: 'document',
  topicId: 'topic',
  topicIds: 'topic',
  versionId: 'version',
  threadId: 'commentThread',
  jobId: 'exportJob',
  projectId: 'validatorProject',
};

/** What a bare `id` names: the record of the route's first path segment after /api/ (or /dita/). */
const KIND_OF_ID_BY_RESOURCE: Record<string, RecordKind> = {
  client: 'channel',
  company: 'company',
  'restore-company': 'company',
  user: 'user',
  role: 'role',
  folder: 'folder',
  document: 'document',
  ditamap: 'document',
  'edgar-eye': 'edgarAlert',
};

/** What a `projectId` names: a project of the route's module (the Validator and EAsyView share the service). */
const KIND_OF_PROJECT_BY_PREFIX: [prefix: string, kind: RecordKind][] = [['/api/easyview', 'easyviewProject']];

/** What a `packageId` names: a taxonomy package of the route's module. */
const KIND_OF_PACKAGE_BY_PREFIX: [prefix: string, kind: RecordKind][] = [
  ['/api/validator', 'validatorTaxonomyPackage'],
  ['/api/easyview', 'easyviewTaxonomyPackage'],
];

/** Fields whose kind only their route tells. */
const KIND_BY_ROUTE_AND_NAME: Record<string, RecordKind> = {
  '/api/edgar-eye/alerts/seen ids': 'generatedAlert',
};

/** What a `runId` names: the import of the route's area. */
const KIND_OF_RUN_BY_PREFIX: [prefix: string, kind: RecordKind][] = [
  ['/api/user/bulkImport', 'userImportRun'],
  ['/api/bulkImport', 'companyImportRun'],
  ['/api/validator', 'validatorRun'],
  ['/api/easyview', 'easyviewRun'],
];

/**
 * What each upload route's form carries besides its file (multipart bodies have no schema to read
 * them from), and whether the route offers a template to send as that file. Imports take a
 * workbook and name their channel in the form; a library document upload names its company and
 * folder, and is answered on them before its file is read; a New Version Upload names its
 * document in the path, which is checked before the file too, as do an image inserted in the editor
 * and an uploaded EDGAR HTML file.
 */
interface UploadForm {
  fields: Schema;
  template: boolean;
}
const IMPORT_FORM: UploadForm = {
  fields: { type: 'object', properties: { channelId: { type: 'integer' }, importValid: { type: 'boolean' } } },
  template: true,
};
const UPLOAD_FORMS: Record<string, UploadForm> = {
  'POST /api/document': {
    fields: { type: 'object', required: ['companyId'], properties: { companyId: { type: 'integer' }, folderId: { type: 'integer' } } },
    template: false,
  },
  'POST /api/document/:id/versions': { fields: { type: 'object', properties: {} }, template: false },
  'POST /api/document/:id/images': { fields: { type: 'object', properties: {} }, template: false },
  'POST /api/document/:id/edgar-html': { fields: { type: 'object', properties: {} }, template: false },
  'POST /api/validator/projects/:projectId/runs': { fields: { type: 'object', properties: {} }, template: false },
  'POST /api/easyview/projects/:projectId/runs': { fields: { type: 'object', properties: {} }, template: false },
  // A taxonomy package belongs to the caller's own channel: its form names nothing else.
  'POST /api/validator/taxonomy-packages': { fields: { type: 'object', properties: {} }, template: false },
  'POST /api/easyview/taxonomy-packages': { fields: { type: 'object', properties: {} }, template: false },
};

/** The form of an upload route. */
export function uploadForm(route: WalkedRoute): UploadForm {
  return UPLOAD_FORMS[`${route.method} ${route.url}`] ?? IMPORT_FORM;
}

/**
 * Whether a field's name says it names something by id: `id`, a name ending in Id or Ids
 * (`companyId`, `company_id`, `userIds`; not `importValid`), or one of the list parameters that do.
 */
export function isIdLike(name: string): boolean {
  if (NOT_RECORD_NAMES.has(name)) return false;
  return /^ids?$/i.test(name) || /[a-z0-9](Id|ID|Ids|IDs)$/.test(name) || /_ids?$/i.test(name) || ID_LIKE_NAMES.has(name);
}

function kindOf(route: WalkedRoute, name: string): RecordKind | undefined {
  const byRoute = KIND_BY_ROUTE_AND_NAME[`${route.url} ${name}`];
  if (byRoute) return byRoute;
  if (name === 'id') return KIND_OF_ID_BY_RESOURCE[route.url.split('/')[2] ?? ''];
  if (name === 'packageId') return KIND_OF_PACKAGE_BY_PREFIX.find(([prefix]) => route.url.startsWith(`${prefix}/`))?.[1];
  if (name === 'runId') return KIND_OF_RUN_BY_PREFIX.find(([prefix]) => route.url.startsWith(`${prefix}/`))?.[1];
  const project = name === 'projectId' ? KIND_OF_PROJECT_BY_PREFIX.find(([prefix]) => route.url.startsWith(`${prefix}/`)) : undefined;
  if (project) return project[1];
  return KIND_BY_NAME[name];
}

/** The properties of an object schema, those of every branch of a union or intersection included. */
function propertiesOf(schema: unknown): { properties: Record<string, Schema>; required: Set<string> } {
  const properties: Record<string, Schema> = {};
  const required = new Set<string>();
  const visit = (s: unknown) => {
    if (typeof s !== 'object' || s === null) return;
    const object = s as Schema;
    Object.assign(properties, object.properties ?? {});
    for (const name of (object.required ?? []) as string[]) required.add(name);
    for (const branch of [object.anyOf, object.oneOf, object.allOf].flat()) visit(branch);
  };
  visit(schema);
  return { properties, required };
}

/** Whether the route takes an upload (multipart form) rather than a JSON body. */
export function takesUpload(route: WalkedRoute): boolean {
  const consumes = route.schema?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/**
 * Every field of the route's requests, read from its declared schemas (path parameters also from
 * its URL, upload form fields from UPLOAD_FORMS), each with what it names when it names a record.
 */
export function routeFields(route: WalkedRoute): RouteField[] {
  const schema = route.schema ?? {};
  const fields: RouteField[] = [];
  const add = (location: FieldLocation, declared: unknown, alsoNamed: string[] = []) => {
    const { properties, required } = propertiesOf(declared);
    for (const name of new Set([...alsoNamed, ...Object.keys(properties)])) {
      fields.push({
        location,
        name,
        schema: properties[name],
        required: location === 'params' || required.has(name),
        kind: kindOf(route, name),
        idLike: isIdLike(name),
      });
    }
  };
  add(
    'params',
    schema.params,
    [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  );
  add('querystring', schema.querystring);
  add('body', schema.body);
  if (takesUpload(route)) add('form', uploadForm(route).fields);
  return fields;
}
