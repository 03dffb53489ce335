import { MODULE_IDS, type RealtimeMessage } from '@ea/contracts';
import { createTokenSigner, generateTokenKeys } from '@ea/service-kit';
import { multipartBody } from '@ea/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClientSocket, collectMessages, connectClient, requestRoom } from '../../services/realtime/src/testing/socket-clients.ts';
import { waitUntil } from '../../services/realtime/src/testing/wait-until.ts';
import { type GatewayInProcess, startGatewayInProcess } from '../support/gateway-in-process.ts';
import { type Caller, seedTwoTenants, type TwoTenants } from './two-tenants.ts';

/**
 * The realtime hub as `npm start` serves it, attached to the gateway with every service: rooms
 * follow the HTTP API's tenant scope, and no socket hears of another tenant's companies. Records
 * change through the API, so the events are the services' own, relayed by the outbox and the bus.
 */
const OK = { ok: true };
const FORBIDDEN = { ok: false, code: 'forbidden' };
/** Time for a message wrongly sent to arrive, after the ones that had to arrive did. */
const SETTLE_MS = 300;

let gateway: GatewayInProcess;
let world: TwoTenants;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  gateway = await startGatewayInProcess({ realtime: true });
  world = await seedTwoTenants(gateway);
  // The hub learns which channel owns each company from the directory's events.
  const [managerA, managerB] = [await connect(world.a.manager), await connect(world.b.manager)];
  await waitUntilAllowed(managerA, `company:${world.a.companies[1].id}`);
  await waitUntilAllowed(managerB, `company:${world.b.companies[0].id}`);
}, 120_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await gateway?.close();
});

async function connect(caller: Pick<Caller, 'token'>): Promise<ClientSocket> {
  const socket = await connectClient(gateway.url!, { auth: { token: caller.token } });
  sockets.push(socket);
  return socket;
}

function waitUntilAllowed(socket: ClientSocket, room: string) {
  return waitUntil(async () => ((await requestRoom(socket, 'subscribe', room)) as { ok: boolean }).ok, `${room} may be joined`);
}

async function roomsOf(socket: ClientSocket): Promise<string[]> {
  const [server] = await gateway.hub!.io.in(socket.id!).fetchSockets();
  return [...(server?.rooms ?? [])].filter((room) => room !== socket.id);
}

async function api(caller: Caller, method: string, url: string, payload?: object) {
  const res = await gateway.app.inject({ method: method as 'GET', url, headers: caller.headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode} ${res.body}`);
  return res.json();
}

const aboutCompany = (messages: RealtimeMessage[], companyId: number) =>
  messages.filter((m) => m.aggregateType === 'company' && m.aggregateId === String(companyId)).map((m) => m.event);

describe('realtime rooms behind the gateway', () => {
  it('lets no user of A into a room of B, a document or form room, or a room with a malformed name', async () => {
    const { a, b } = world;
    const bCompanyRooms = [...b.companies, b.deletedCompany].map((c) => `company:${c.id}`);
    const refused = [
      ...bCompanyRooms,
      'document:annual-report',
      'form:form-10k',
      `channel:${b.channel.id}`,
      `channel:${a.channel.id}`,
      `user:${b.manager.userId}`,
      `single-company-users:${a.companies[0].id}`,
      `company:${b.companies[0].id} `,
      ` company:${b.companies[0].id}`,
      `COMPANY:${a.companies[0].id}`,
      `company:0${a.companies[0].id}`,
      'company:0',
      'company:-1',
      'company:1.5',
      'company:1e3',
      'company:99999999999999999999',
      'company:',
      'company:abc',
      'document:',
      'document:../../etc',
      `form:${'x'.repeat(200)}`,
      '',
    ];
    const oddRequests: unknown[] = [null, 42, [`company:${a.companies[0].id}`], { name: `company:${a.companies[0].id}` }];
    for (const caller of [a.manager, world.plainA, world.reviewerA, world.noModulesA]) {
      const socket = await connect(caller);
      for (const room of refused)
        expect(await requestRoom(socket, 'subscribe', room), `${caller.name} asking for "${room}"`).toEqual(FORBIDDEN);
      for (const request of oddRequests) {
        expect(await socket.timeout(5_000).emitWithAck('subscribe', request), `${caller.name} sending ${JSON.stringify(request)}`).toEqual(
          FORBIDDEN,
        );
      }
      const outside = (room: string) => /^(document|form):/.test(room) || room.endsWith(`:${b.channel.id}`) || bCompanyRooms.includes(room);
      expect((await roomsOf(socket)).filter(outside), `rooms ${caller.name} is in`).toEqual([]);
    }
    // What is refused above is refused for the tenant, not for being unknown: B's manager and the admin get in.
    const managerB = await connect(b.manager);
    expect(await requestRoom(managerB, 'subscribe', `company:${b.companies[0].id}`)).toEqual(OK);
    const admin = await connect(world.admin);
    for (const room of [`company:${b.companies[0].id}`, 'document:annual-report', 'form:form-10k']) {
      expect(await requestRoom(admin, 'subscribe', room), room).toEqual(OK);
    }
  });

  it("puts a single-company user in its company's room only, never its channel's", async () => {
    const { a } = world;
    const reviewer = await connect(world.reviewerA);
    expect((await roomsOf(reviewer)).sort()).toEqual(
      [`company:${a.companies[0].id}`, `single-company-users:${a.companies[0].id}`, `user:${world.reviewerA.userId}`, 'everyone'].sort(),
    );
    expect(await requestRoom(reviewer, 'subscribe', `company:${a.companies[1].id}`)).toEqual(FORBIDDEN);
    expect(await requestRoom(reviewer, 'subscribe', `company:${a.deletedCompany.id}`)).toEqual(FORBIDDEN);
    expect(await requestRoom(reviewer, 'subscribe', `company:${a.companies[0].id}`)).toEqual(OK);
    const manager = await connect(a.manager);
    expect(await roomsOf(manager)).toEqual(expect.arrayContaining([`channel:${a.channel.id}`, `user:${a.manager.userId}`]));
  });

  it("tells no socket of A about B's companies while B's manager hears every change", async () => {
    const { a, b } = world;
    const listeners = [a.manager, world.plainA, world.reviewerA, world.noModulesA];
    const heard = new Map<Caller, RealtimeMessage[]>();
    for (const caller of listeners) heard.set(caller, collectMessages(await connect(caller)));
    const managerBSocket = await connect(b.manager);
    const managerB = collectMessages(managerBSocket);
    const curious = await connect(a.manager);
    const curiousHeard = collectMessages(curious);

    const created = await api(b.manager, 'POST', '/api/company', { name: `B news ${Date.now()}`, ticker: 'BNEW', cik: '1234567890' });
    await api(b.manager, 'PUT', `/api/company/${created.id}`, { name: 'B news renamed', ticker: 'BNEW', cik: '1234567890' });
    await api(b.manager, 'DELETE', `/api/company/${created.id}`);
    await api(b.manager, 'POST', '/api/restore-company', { id: created.id });
    await api(world.admin, 'PUT', `/api/company/${b.companies[0].id}`, {
      name: b.companies[0].name,
      ticker: 'W1B',
      cik: '1234567891',
    });
    const changes = ['company.created', 'company.updated', 'company.deleted', 'company.restored'];
    await waitUntil(() => aboutCompany(managerB, created.id).length === changes.length, "B's manager hears every change of its company");
    await waitUntil(() => aboutCompany(managerB, b.companies[0].id).length === 1, "B's manager hears the admin's change");
    expect(aboutCompany(managerB, created.id)).toEqual(changes);
    // Once the hub knows the new company (B's manager may join its room), A's manager still may not.
    await waitUntilAllowed(managerBSocket, `company:${created.id}`);
    expect(await requestRoom(curious, 'subscribe', `company:${created.id}`)).toEqual(FORBIDDEN);

    // A change in A, heard by A's channel, shows A's sockets were listening all along.
    await api(a.manager, 'PUT', `/api/company/${a.companies[1].id}`, { name: a.companies[1].name, ticker: 'W2A', cik: '1234567892' });
    await api(a.manager, 'PUT', `/api/company/${a.companies[0].id}`, { name: a.companies[0].name, ticker: 'W1A', cik: '1234567893' });
    for (const caller of [a.manager, world.plainA, world.noModulesA]) {
      await waitUntil(() => aboutCompany(heard.get(caller)!, a.companies[1].id).length === 1, `${caller.name} hears A's change`);
    }
    await waitUntil(
      () => aboutCompany(heard.get(world.reviewerA)!, a.companies[0].id).length === 1,
      'the single-company user hears its company',
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    for (const [caller, messages] of [...heard, [a.manager, curiousHeard] as const]) {
      expect(aboutCompany(messages, created.id), `${caller.name} about B's new company`).toEqual([]);
      expect(aboutCompany(messages, b.companies[0].id), `${caller.name} about B's company`).toEqual([]);
    }
    expect(
      aboutCompany(heard.get(world.reviewerA)!, a.companies[1].id),
      "the single-company user about its channel's other company",
    ).toEqual([]);
  });

  it("relays a validation run's progress to its company's room only", async () => {
    const { a, b } = world;
    const managerA = await connect(a.manager);
    const managerB = await connect(b.manager);
    expect(await requestRoom(managerA, 'subscribe', `company:${a.companies[0].id}`)).toEqual(OK);
    expect(await requestRoom(managerB, 'subscribe', `company:${a.companies[0].id}`)).toEqual(FORBIDDEN);
    const [heardA, heardB] = [collectMessages(managerA), collectMessages(managerB)];

    const instance = Buffer.from('<?xml version="1.0"?><xbrl xmlns="http://www.xbrl.org/2003/instance"/>');
    const body = multipartBody({ field: 'file', name: 'walk.xml', type: 'application/xml', bytes: instance });
    const uploaded = await gateway.app.inject({
      method: 'POST',
      url: `/api/validator/projects/${a.validatorProjectId}/runs`,
      headers: { ...a.manager.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(202);
    const runId = String(uploaded.json().id);
    const aboutRun = (messages: RealtimeMessage[]) =>
      messages.filter((m) => m.aggregateType === 'validation-run' && m.aggregateId === runId);

    await waitUntil(() => aboutRun(heardA).length > 0, "A's manager hears the run queued");
    expect(aboutRun(heardA)[0]).toMatchObject({ event: 'run.progress', data: { projectId: a.validatorProjectId, state: 'queued' } });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expect(aboutRun(heardB)).toEqual([]);
  });

  it('refuses the handshake of a signed-out, forged, expired or missing token, and ends the signed-out socket', async () => {
    const caller = await world.signInNewUserOfA('socket');
    const socket = await connect(caller);
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));
    await api(caller, 'POST', '/api/auth/logout', { email: caller.email });
    await waitUntil(() => reasons.length > 0, 'the signed-out socket is disconnected', 2_000);
    expect(reasons).toEqual(['io server disconnect']);

    const claims = {
      sub: String(world.admin.userId),
      email: world.admin.email,
      channelId: null,
      roles: [],
      modules: [...MODULE_IDS],
      features: world.features,
      admin: true,
      singleCompanyId: null,
    };
    const otherKey = await createTokenSigner((await generateTokenKeys()).privateKeyPem);
    const invalid = {
      'signed out': caller.token,
      forged: (await otherKey.sign(claims, 300)).token,
      expired: (await gateway.signer.sign(claims, -60)).token,
      missing: '',
    };
    for (const [what, token] of Object.entries(invalid)) {
      await expect(connect({ token }), what).rejects.toMatchObject({ message: 'unauthorized' });
    }
  });
});
