import { randomUUID } from 'node:crypto';
import { MODULE_IDS, Module, REVIEWER_ROLE } from '@ea/contracts';
import { ADMIN_ROLE } from '@ea/contracts/identity';
import { sql } from 'kysely';
import { lastMailTo } from '../../services/identity/src/testing/read-mail.ts';
import { waitUntil } from '../../services/realtime/src/testing/wait-until.ts';
import { FIRST_ADMIN, type GatewayInProcess } from '../support/gateway-in-process.ts';

const PASSWORD = 'Walk-Str0ng-Passw0rd!';

/** What a caller was given, as the test intends it: the walk's expectations are derived from this, never from a token. */
export interface CallerProfile {
  admin: boolean;
  channelId: number | null;
  features: string[];
  modules: number[];
  /** Reviewer-only: the Reviewer role alone, or a single company. */
  reviewerOnly: boolean;
}

export interface Caller {
  /** Names the caller in failure messages. */
  name: string;
  userId: number;
  email: string;
  token: string;
  headers: { authorization: string };
  profile: CallerProfile;
}

export interface NamedRecord {
  id: number;
  name: string;
}

export interface Tenant {
  channel: NamedRecord;
  /** Two live companies, then a deleted one. */
  companies: [NamedRecord, NamedRecord];
  deletedCompany: NamedRecord;
  /** A signed-in user of the channel holding every feature and module. */
  manager: Caller;
  /** A user of the channel nobody signs in as: the record the walk names. */
  member: { id: number; email: string };
  /** A companies import and a users import into the channel. */
  companyImportRunId: string;
  userImportRunId: string;
  /** A library folder of the first company, and a document in it with its one topic, first version, a comment thread and an export. */
  folder: NamedRecord;
  document: { id: string; name: string; topicId: string; versionId: string; threadId: string; exportJobId: string };
  /** The manager's EdgarEye alert (alerts are each user's own), and an alert it generated. */
  edgarAlertId: number;
  generatedAlertId: number;
  /** A Validator project of the first company, and a finished run of it. */
  validatorProjectId: number;
  validatorRunId: number;
  /** The same for EAsyView, whose projects the same service keeps apart by module. */
  easyviewProjectId: number;
  easyviewRunId: number;
  /** A taxonomy package of the channel's in each module. */
  validatorTaxonomyPackageId: number;
  easyviewTaxonomyPackageId: number;
}

/** What a tenant gets once its manager can sign in. */
type TenantExtras =
  | 'manager'
  | 'member'
  | 'edgarAlertId'
  | 'generatedAlertId'
  | 'validatorProjectId'
  | 'validatorRunId'
  | 'easyviewProjectId'
  | 'easyviewRunId'
  | 'validatorTaxonomyPackageId'
  | 'easyviewTaxonomyPackageId';

export interface TwoTenants {
  a: Tenant;
  b: Tenant;
  /** An admin of this gateway's own id range (the first admin is user 1 in every test database, see startGatewayInProcess). */
  admin: Caller;
  /** A user of A without any feature, with two modules. */
  plainA: Caller;
  /** A single-company user of A (company a.companies[0]) holding every feature and module: reviewer-only by its single company. */
  reviewerA: Caller;
  /** A user of A holding every feature and no module. */
  noModulesA: Caller;
  /** Per feature, a user of A holding every module and every feature but that one. */
  lackingFeature: Map<string, Caller>;
  /** Every feature the product offers. */
  features: string[];
  roles: {
    /** The role only admins may grant. */
    admin: number;
    /** A role without features: what the walk assigns when a role is needed. */
    plain: number;
    /** A role only B's users hold. */
    heldOnlyByB: number;
  };
  /** Signs in a new user of A with the plain role (for tokens the test will revoke). */
  signInNewUserOfA(label: string): Promise<Caller>;
}

type Headers = { authorization: string };

/**
 * Two channels A and B built through the API as an admin would: each with two live companies and
 * a deleted one, a manager, a member, a companies import and a users import; A also with a plain
 * user, a reviewer-only single-company user, a user without modules and, for each feature in
 * `lackFeatures`, a user holding every feature but that one. Names carry a random tag, so one
 * tenant's text never occurs in the other's records.
 */
export async function seedTwoTenants(gateway: GatewayInProcess, options: { lackFeatures?: string[] } = {}): Promise<TwoTenants> {
  const { app } = gateway;
  const tag = randomUUID().slice(0, 8);
  const send = async (method: string, url: string, headers: Headers, payload?: unknown) => {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const signIn = async (name: string, userId: number, email: string, password: string, profile: CallerProfile): Promise<Caller> => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, brand: 'default' } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode} ${res.body}`);
    const token = res.json().access_token as string;
    return { name, userId, email, token, headers: { authorization: `Bearer ${token}` }, profile };
  };
  const first = await signIn('first admin', 1, FIRST_ADMIN.email, FIRST_ADMIN.password, profileOf({ admin: true }));

  const roleIds = new Map((await send('GET', '/api/role', first.headers)).map((r: { id: number; name: string }) => [r.name, r.id]));
  const features = (await send('GET', '/api/feature', first.headers)).map((f: { name: string }) => f.name) as string[];
  const addRole = async (name: string, granted: string[]) => {
    const role = await send('POST', '/api/role', first.headers, { name: `${name} ${tag}` });
    await send('PUT', `/api/feature/mapping/${role.id}`, first.headers, { features: granted });
    return role.id as number;
  };
  const roles = {
    admin: roleIds.get(ADMIN_ROLE) as number,
    plain: await addRole('Walk plain', []),
    manager: await addRole('Walk manager', features),
    heldOnlyByB: await addRole('Walk B staff', []),
  };

  /** Adds a user as the first admin and sets its password through the activation mail, as its owner would. */
  const addUser = async (label: string, input: Record<string, unknown>) => {
    const email = `walk-${label.replace(/[^a-z0-9]+/gi, '-')}-${tag}@example.com`.toLowerCase();
    const user = await send('POST', '/api/user', first.headers, {
      email,
      userName: label,
      firstName: `${label}-${tag}`,
      lastName: 'Walker',
      roles: [roles.plain],
      products: [Module.library],
      confirmed: true,
      ...input,
    });
    const { link } = await lastMailTo(gateway.mailDir, email);
    const token = new URL(link!).searchParams.get('token');
    await send('POST', '/api/auth/set-user-password', {} as Headers, { token, password: PASSWORD });
    return { id: user.id as number, email };
  };
  const addCaller = async (label: string, input: Record<string, unknown>, profile: CallerProfile) => {
    const user = await addUser(label, input);
    return signIn(label, user.id, user.email, PASSWORD, profile);
  };

  const admin = await addCaller('admin', { admin: true, channelId: null, roles: [roles.plain] }, profileOf({ admin: true }));

  const addTenant = async (label: 'A' | 'B'): Promise<Omit<Tenant, TenantExtras>> => {
    const name = `Tenant-${label}-${tag}`;
    const channel = await send('POST', '/api/client', admin.headers, { name });
    const company = async (n: number) => {
      const companyName = `${name}-company-${n}`;
      const cik = String(Math.floor(Math.random() * 9e9) + 1e9);
      const created = await send('POST', '/api/company', admin.headers, { name: companyName, ticker: `W${n}`, cik, channelId: channel.id });
      return { id: created.id as number, name: companyName };
    };
    const companies: [NamedRecord, NamedRecord] = [await company(1), await company(2)];
    const deletedCompany = await company(3);
    await send('DELETE', `/api/company/${deletedCompany.id}`, admin.headers);
    const runs = await insertImportRuns(gateway, channel.id, admin.userId, `${name}-import.xlsx`);
    const library = await addLibrary(companies[0].id, `Tenant_${label}_${tag}`);
    return { channel: { id: channel.id, name }, companies, deletedCompany, ...runs, ...library };
  };
  /** A folder and a document in it, added through the library's API as the admin. */
  const addLibrary = async (companyId: number, name: string) => {
    const folder = await send('POST', '/api/folder', admin.headers, { companyId, name });
    const title = `${name}-document`;
    const form = textForm({ companyId: String(companyId), folderId: String(folder.id), documentType: '1', title });
    const res = await app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/document answered ${res.statusCode} ${res.body}`);
    const document = res.json();
    const threadId = randomUUID();
    await send('POST', `/api/document/${document.id}/comments`, admin.headers, {
      threadId,
      topicId: document.topics[0].id,
      quote: title,
      body: `${name} review note`,
    });
    const exported = await send('POST', '/api/export', admin.headers, { documentId: document.id, format: 'word' });
    return {
      folder: { id: folder.id as number, name },
      document: {
        id: document.id as string,
        name: title,
        topicId: document.topics[0].id as string,
        versionId: document.currentVersionId as string,
        threadId,
        exportJobId: exported.jobId as string,
      },
    };
  };
  const [a, b] = [await addTenant('A'), await addTenant('B')];

  const everything = (channelId: number) => profileOf({ channelId, features, modules: [...MODULE_IDS] });
  const manager = (label: string, tenant: Omit<Tenant, TenantExtras>) =>
    addCaller(label, { channelId: tenant.channel.id, roles: [roles.manager], products: [...MODULE_IDS] }, everything(tenant.channel.id));
  const managerA = await manager('managerA', a);
  const managerB = await manager('managerB', b);
  const tenantA: Tenant = {
    ...a,
    manager: managerA,
    member: await addUser('memberA', { channelId: a.channel.id }),
    ...(await addEdgarAlert(gateway, managerA, 1)),
    ...(await addValidatorRun(gateway, managerA, a.companies[0].id)),
    ...(await addEasyViewRun(gateway, managerA, a.companies[0].id)),
    ...(await addTaxonomyPackages(gateway, a.channel.id, managerA)),
  };
  const tenantB: Tenant = {
    ...b,
    manager: managerB,
    member: await addUser('memberB', { channelId: b.channel.id, roles: [roles.heldOnlyByB] }),
    ...(await addEdgarAlert(gateway, managerB, 2)),
    ...(await addValidatorRun(gateway, managerB, b.companies[0].id)),
    ...(await addEasyViewRun(gateway, managerB, b.companies[0].id)),
    ...(await addTaxonomyPackages(gateway, b.channel.id, managerB)),
  };

  const plainA = await addCaller(
    'plainA',
    { channelId: a.channel.id, products: [Module.easyview, Module.library] },
    profileOf({ channelId: a.channel.id, modules: [Module.easyview, Module.library] }),
  );
  const reviewerA = await addCaller(
    'reviewerA',
    {
      channelId: a.channel.id,
      roles: [roleIds.get(REVIEWER_ROLE), roles.manager],
      products: [...MODULE_IDS],
      singleCompanyId: a.companies[0].id,
    },
    { ...everything(a.channel.id), reviewerOnly: true },
  );
  // No form lets a user be saved without a module; one left without any (data from before the
  // rule, a module withdrawn) is what the module conditions are there for.
  const noModules = await addUser('noModulesA', { channelId: a.channel.id, roles: [roles.manager] });
  await sql`delete from identity.user_products where user_id = ${noModules.id}`.execute(gateway.database.db);
  const noModulesA = await signIn('noModulesA', noModules.id, noModules.email, PASSWORD, profileOf({ channelId: a.channel.id, features }));

  const lackingFeature = new Map<string, Caller>();
  for (const feature of options.lackFeatures ?? []) {
    const others = features.filter((f) => f !== feature);
    const role = await addRole(`Walk without ${feature}`, others);
    lackingFeature.set(
      feature,
      await addCaller(
        `userA without ${feature}`,
        { channelId: a.channel.id, roles: [role], products: [...MODULE_IDS] },
        profileOf({ channelId: a.channel.id, features: others, modules: [...MODULE_IDS] }),
      ),
    );
  }

  let added = 0;
  return {
    a: tenantA,
    b: tenantB,
    admin,
    plainA,
    reviewerA,
    noModulesA,
    lackingFeature,
    features,
    roles,
    async signInNewUserOfA(label) {
      added += 1;
      return addCaller(`${label}${added}`, { channelId: a.channel.id }, profileOf({ channelId: a.channel.id, modules: [Module.library] }));
    },
  };
}

/** Text only this tenant's records hold (names, emails): an answer to anyone outside the tenant that contains one leaks it. */
export function markersOf(tenant: Tenant): string[] {
  return [
    tenant.channel.name,
    ...[...tenant.companies, tenant.deletedCompany].map((c) => c.name),
    tenant.manager.email,
    tenant.member.email,
    tenant.folder.name,
    tenant.document.name,
  ];
}

/** A multipart form of text fields only (what a document upload without a file sends). */
function textForm(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = `walk-${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function profileOf(profile: Partial<CallerProfile>): CallerProfile {
  return { admin: false, channelId: null, features: [], modules: [], reviewerOnly: false, ...profile };
}

/**
 * A finished companies import and a finished users import into the channel, written as the
 * imports write them: no job runs in these tests, and an upload would queue one.
 */
/**
 * An EdgarEye alert of the manager's, added through the API, and an alert it generated (a filing
 * of the tracked company written straight into the index: ingestion is not what this walk tests).
 */
async function addEdgarAlert(gateway: GatewayInProcess, manager: Caller, n: number) {
  const cik = 9_000_000_000 + n;
  const added = await gateway.app.inject({ method: 'POST', url: '/api/edgar-eye/alerts/add', headers: manager.headers, payload: { cik } });
  if (added.statusCode !== 201) throw new Error(`POST /api/edgar-eye/alerts/add answered ${added.statusCode} ${added.body}`);
  const edgarAlertId = added.json().id as number;
  const accession = `9000000000-24-00000${n}`;
  const { db } = gateway.database;
  await sql`insert into edgar_eye.filings (accession, cik, company_name, form_type, date_filed, file_name)
            values (${accession}, ${cik}, ${`Walk filer ${n}`}, '8-K', '2024-01-02', ${`edgar/data/${cik}/${accession}.txt`})`.execute(db);
  const generated = await sql<{ id: string }>`insert into edgar_eye.generated_alerts (alert_id, user_id, accession, cik)
            values (${edgarAlertId}, ${String(manager.userId)}, ${accession}, ${cik}) returning id`.execute(db);
  return { edgarAlertId, generatedAlertId: Number(generated.rows[0]?.id) };
}

/**
 * A Validator project of the company, created through the API, and a finished run of it written
 * as the worker leaves one: no job runs in these tests, and an upload would queue one.
 */
async function addValidatorRun(gateway: GatewayInProcess, manager: Caller, companyId: number) {
  const { projectId, runId } = await addFinishedRun(gateway, manager, `/api/validator/companies/${companyId}/projects`);
  return { validatorProjectId: projectId, validatorRunId: runId };
}

/** The same for EAsyView: its project through its own routes, of module 1. */
async function addEasyViewRun(gateway: GatewayInProcess, manager: Caller, companyId: number) {
  const { projectId, runId } = await addFinishedRun(gateway, manager, `/api/easyview/companies/${companyId}/projects`);
  return { easyviewProjectId: projectId, easyviewRunId: runId };
}

/**
 * A taxonomy package of the channel in each module, written as an upload leaves one (its zip is not
 * read by the routes the walk calls: list and delete).
 */
async function addTaxonomyPackages(gateway: GatewayInProcess, channelId: number, manager: Caller) {
  const add = async (module: number) => {
    const row = await sql<{ id: number }>`insert into validator.taxonomy_packages
              (module, channel_id, identifier, name, version, file_name, size, entry_points, mapped_urls, storage_key, uploaded_by)
              values (${module}, ${channelId}, 'http://example.com/walk', 'Walk taxonomy', '1', 'walk.zip', 1, '[]'::jsonb, '[]'::jsonb,
                      ${`validator/taxonomy-packages/${randomUUID()}`}, ${manager.email}) returning id`.execute(gateway.database.db);
    return Number(row.rows[0]?.id);
  };
  return { validatorTaxonomyPackageId: await add(Module.validator), easyviewTaxonomyPackageId: await add(Module.easyview) };
}

async function addFinishedRun(gateway: GatewayInProcess, manager: Caller, url: string) {
  const created = await gateway.app.inject({
    method: 'POST',
    url,
    headers: manager.headers,
    payload: { name: 'Walk project', formDescription: '10-K', method: 'ixbrl' },
  });
  if (created.statusCode !== 201) throw new Error(`POST ${url} answered ${created.statusCode} ${created.body}`);
  const projectId = created.json().id as number;
  const run = await sql<{
    id: number;
  }>`insert into validator.runs (project_id, file_name, file_size, kind, storage_key, state, progress, phase, requested_by, finished_at)
            values (${projectId}, 'walk.htm', 1, 'ixbrl', ${`validator/uploads/${randomUUID()}`}, 'passed', 100, 'Done', ${manager.email}, now()) returning id`.execute(
    gateway.database.db,
  );
  return { projectId, runId: Number(run.rows[0]?.id) };
}

async function insertImportRuns(gateway: GatewayInProcess, channelId: number, createdBy: number, fileName: string) {
  const companyImportRunId = randomUUID();
  const userImportRunId = randomUUID();
  const { db } = gateway.database;
  await sql`insert into directory.bulk_import_runs (id, channel_id, content_hash, import_valid, file_name, object_key, created_by, status)
            values (${companyImportRunId}, ${channelId}, ${companyImportRunId}, false, ${fileName}, ${`imports/${companyImportRunId}.xlsx`}, ${String(createdBy)}, 'completed')`.execute(
    db,
  );
  // The users import names the channel in identity's copy of the channels, which follows the
  // directory's events: wait for it rather than race the bus.
  await waitUntil(
    async () => (await sql`select 1 from identity.channels where id = ${channelId}`.execute(db)).rows.length === 1,
    `identity knows channel ${channelId}`,
  );
  await sql`insert into identity.user_import_runs (id, channel_id, content_hash, import_valid, file_name, created_by, created_by_admin, status)
            values (${userImportRunId}, ${channelId}, ${userImportRunId}, false, ${fileName}, ${String(createdBy)}, true, 'completed')`.execute(
    db,
  );
  return { companyImportRunId, userImportRunId };
}
