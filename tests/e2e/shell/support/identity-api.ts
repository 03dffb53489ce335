import { Module, type ModuleId } from '@ea/contracts';
import type { LoginSuccess, UserView } from '@ea/contracts/identity';
import { linkIn, type MailBox } from './mail-box.ts';

/** A password that satisfies the product's password policy. */
export const PASSWORD = 'Str0ng-Passw0rd!';

export interface NewUser {
  email: string;
  /** Role names; Preparer by default. */
  roles?: string[];
  products?: ModuleId[];
  /** A channel id; a fresh channel mapped to the identity provider by default. */
  channelId?: number;
  password?: string;
}

/**
 * The product's own API, called as a person with an account would: the first admin signs in, adds
 * channels and users, and new users choose their password through the activation email's link.
 */
export class IdentityApi {
  #adminToken: string | null = null;
  #defaultChannel: number | null = null;

  constructor(
    readonly baseUrl: string,
    readonly mail: MailBox,
    readonly admin: { email: string; password: string },
  ) {}

  async call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, await this.adminToken(), body);
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async signIn(email: string, password: string): Promise<LoginSuccess> {
    const answer = await this.call<LoginSuccess>('POST', '/api/auth/login', null, { email, password });
    if (answer.status !== 200 || !answer.body.access_token)
      throw new Error(`sign-in of ${email} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async adminToken(): Promise<string> {
    this.#adminToken ??= (await this.signIn(this.admin.email, this.admin.password)).access_token;
    return this.#adminToken;
  }

  /** A new channel, known to the identity service once its projection has seen the directory's event. */
  async createChannel(name: string, { mapped = true } = {}): Promise<number> {
    const channel = await this.ok<{ id: number }>('POST', '/api/client', { name });
    if (!mapped) return channel.id;
    // Identity learns channels from the directory's events; wait (bounded) until it knows this one.
    const deadline = Date.now() + 15_000;
    const body = { channelId: channel.id, account: `acct-${channel.id}` };
    for (;;) {
      const answer = await this.call('PUT', '/api/sso/channel-account', await this.adminToken(), body);
      if (answer.status < 300) break;
      if (answer.status !== 404 || Date.now() > deadline)
        throw new Error(`channel mapping answered ${answer.status} ${JSON.stringify(answer.body)}`);
      await new Promise((done) => setTimeout(done, 200));
    }
    return channel.id;
  }

  async roleId(name: string): Promise<number> {
    const role = (await this.ok<{ id: number; name: string }[]>('GET', '/api/role')).find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  }

  async createRole(name: string, features: string[]): Promise<number> {
    const role = await this.ok<{ id: number }>('POST', '/api/role', { name });
    await this.ok('PUT', `/api/feature/mapping/${role.id}`, { features });
    return role.id;
  }

  /**
   * Adds a user as the admin and activates it through the set-user-password link of its
   * activation email. Retries briefly while a fresh channel is not yet known to identity.
   */
  async createActiveUser(user: NewUser): Promise<UserView> {
    this.#defaultChannel ??= user.channelId ?? (await this.createChannel(`Channel ${Date.now()}`));
    const roles = await Promise.all((user.roles ?? ['Preparer']).map((name) => this.roleId(name)));
    const body = {
      email: user.email,
      userName: user.email.split('@')[0],
      firstName: 'Test',
      lastName: 'User',
      channelId: user.channelId ?? this.#defaultChannel,
      roles,
      products: user.products ?? [Module.library],
      confirmed: true,
    };
    const seen = await this.mail.count('activation', user.email);
    const deadline = Date.now() + 15_000;
    let created: { status: number; body: UserView & { fields?: Record<string, string> } };
    for (;;) {
      created = await this.call('POST', '/api/user', await this.adminToken(), body);
      if (created.status !== 400 || !created.body.fields?.channelId || Date.now() > deadline) break;
      await new Promise((done) => setTimeout(done, 200));
    }
    if (created.status !== 201) throw new Error(`create ${user.email} answered ${created.status} ${JSON.stringify(created.body)}`);
    const mail = await this.mail.next('activation', user.email, seen);
    const token = new URL(linkIn(mail, this.baseUrl)).searchParams.get('token');
    const set = await this.call('POST', '/api/auth/set-user-password', null, { token, password: user.password ?? PASSWORD });
    if (set.status !== 200) {
      // Says which link was refused and what the product thinks of it, so a refusal can be traced.
      const state = await this.call('POST', '/api/auth/password-link/state', null, { purpose: 'activation', token });
      const mails = await this.mail.list('activation', user.email);
      throw new Error(
        `set-user-password answered ${set.status} ${JSON.stringify(set.body)} for ${mail.file} (token of ${token?.length} characters, ` +
          `link state ${JSON.stringify(state.body)}, ${mails.length} activation mails: ${mails.map((m) => m.file).join(', ')})`,
      );
    }
    return created.body;
  }
}
