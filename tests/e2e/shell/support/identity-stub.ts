import type { Page, Route } from 'playwright-core';

export interface StubUser {
  password: string;
  userId: string;
  UserRoles: { RoleName: string }[];
  MODULE_ACCESS: number[];
  singleCompany: { CompanyID?: number } | null;
  Feature_UserManagement: boolean;
  Admin: boolean;
}

export interface IdentityCall {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
  at: number;
}

interface IdentityStubOptions {
  users: Record<string, StubUser>;
  /** Seconds from now until an issued access token expires. */
  accessLifetimeSeconds?: number;
  /** Lifetime of tokens issued by a refresh; defaults to accessLifetimeSeconds. */
  refreshedLifetimeSeconds?: number;
  /** Answer refresh requests with this status instead of new tokens. */
  refreshStatus?: number;
  /** Hold each refresh answer this long, so concurrent callers overlap. */
  refreshDelayMs?: number;
}

/**
 * Stands in for the identity API in the browser (login, refresh-token, logout) with the contract's
 * shapes, and records every call so a test can count and inspect them.
 */
export async function stubIdentity(page: Page, options: IdentityStubOptions) {
  const calls: IdentityCall[] = [];
  let issued = 0;
  const lifetime = options.accessLifetimeSeconds ?? 3600;
  const tokens = (seconds: number) => {
    issued += 1;
    return {
      access_token: `access-${issued}`,
      refresh_token: `refresh-${issued}`,
      access_token_expiry: Math.floor(Date.now() / 1000) + seconds,
    };
  };
  const json = (route: Route, status: number, body: unknown) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/api/auth/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
    calls.push({ path, body, authorization: await request.headerValue('authorization'), at: Date.now() });
    if (path === '/api/auth/login') {
      const user = options.users[String(body.email)];
      if (!user || user.password !== body.password) return json(route, 401, { code: 'unauthorized', message: 'Invalid email or password' });
      const { password: _password, ...config } = user;
      return json(route, 200, { ...tokens(lifetime), ...config, UserEmail: body.email });
    }
    if (path === '/api/auth/refresh-token') {
      if (options.refreshDelayMs) await new Promise((done) => setTimeout(done, options.refreshDelayMs));
      if (options.refreshStatus) return json(route, options.refreshStatus, { code: 'unauthorized', message: 'Refresh token expired' });
      return json(route, 200, tokens(options.refreshedLifetimeSeconds ?? lifetime));
    }
    if (path === '/api/auth/logout') return route.fulfill({ status: 204 });
    return json(route, 404, { code: 'notFound', message: 'Not found' });
  });

  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    get issued() {
      return issued;
    },
  };
}

export const PASSWORD = 'correct horse battery';

export function stubUser(overrides: Partial<StubUser> = {}): StubUser {
  return {
    password: PASSWORD,
    userId: '42',
    UserRoles: [{ RoleName: 'Preparer' }],
    MODULE_ACCESS: [],
    singleCompany: null,
    Feature_UserManagement: false,
    Admin: false,
    ...overrides,
  };
}

/** Fills the login form of the page that is showing and submits it. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
