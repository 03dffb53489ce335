import { type AccessToken, BRAND_IDS, type BrandId, isModuleId, TOKEN_REFRESH_LEAD_MS } from '@ea/contracts';
import {
  AuthPaths,
  isLoginChallenge,
  type LoginRequest,
  type LoginResponse,
  type LoginSuccess,
  type RefreshTokenResponse,
} from '@ea/contracts/identity';
import { ApiRequestError } from '@/api/api-request-error.ts';
import type { CookieJar } from './cookies.ts';
import { readUserConfigCookie, type SessionUser, USER_CONFIG_COOKIE, writeUserConfigCookie } from './user-config-cookie.ts';

export type SignOutReason = 'user' | 'expired' | 'new-version';

/** The brand of the browser's last session: not a secret, and it outlives the session on purpose. */
const LAST_BRAND_COOKIE = 'lastBrand';
export type SignedOutListener = (brand: BrandId, reason: SignOutReason) => void;

export interface SessionClientOptions {
  fetch: typeof fetch;
  cookies: CookieJar;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** setTimeout cannot wait longer than this; a longer wait fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** After a refresh that got no answer: soon enough that the token is back before it expires. */
const REFRESH_RETRY_MS = 15_000;

/**
 * The browser's side of the session: signs in, keeps the user configuration cookie, holds the
 * access token in memory only and adds it to API calls, refreshes it 5 minutes before it expires,
 * and on a 401 runs exactly one refresh while every other failed call waits for it and then
 * retries. The refresh token never reaches this code: the server keeps it in an HttpOnly cookie
 * that the browser sends with the refresh call, so a reloaded page gets its access token back
 * with one refresh. When the server refuses a refresh the user is signed out and `onSignedOut`
 * listeners send them to their login; when it cannot be reached the session is kept (the user
 * would lose the form they are typing into) and the refresh is tried again shortly.
 * A call that gets no answer at all throws `ApiRequestError.network()`.
 */
export class SessionClient {
  readonly #fetch: typeof fetch;
  readonly #cookies: CookieJar;
  readonly #now: () => number;
  readonly #setTimer: (run: () => void, ms: number) => unknown;
  readonly #clearTimer: (timer: unknown) => void;
  readonly #listeners = new Set<() => void>();
  readonly #signedOutListeners = new Set<SignedOutListener>();
  #user: SessionUser | null;
  #access: AccessToken | null = null;
  #refreshing: Promise<boolean> | null = null;
  #timer: unknown = null;

  constructor(options: SessionClientOptions) {
    this.#fetch = options.fetch;
    this.#cookies = options.cookies;
    this.#now = options.now ?? Date.now;
    this.#setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.#clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.#user = readUserConfigCookie(this.#cookies);
  }

  get user(): SessionUser | null {
    return this.#user;
  }

  get accessToken(): string | null {
    return this.#access?.access_token ?? null;
  }

  /** For useSyncExternalStore: called whenever the signed-in user changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SessionUser | null => this.#user;

  /**
   * The brand of the last session in this browser, kept after it ends (and over reloads): its
   * login is where a visit without a session goes.
   */
  get lastBrand(): BrandId | null {
    const brand = this.#cookies.get(LAST_BRAND_COOKIE);
    return BRAND_IDS.includes(brand as BrandId) ? (brand as BrandId) : null;
  }

  onSignedOut(listener: SignedOutListener): () => void {
    this.#signedOutListeners.add(listener);
    return () => this.#signedOutListeners.delete(listener);
  }

  /** After a reload: the configuration cookie says who is signed in; one refresh brings back the access token. */
  start(): void {
    if (this.#user !== null && this.#access === null) this.refresh().catch(() => undefined);
    else this.#schedule();
  }

  /** Settles once a session restored after a reload has its access token (or has ended). */
  async whenRestored(): Promise<void> {
    await this.#refreshing?.catch(() => undefined);
  }

  stop(): void {
    if (this.#timer !== null) this.#clearTimer(this.#timer);
    this.#timer = null;
  }

  /** Signs in; a challenge is returned as is (the caller asks for the code), a success starts the session. */
  async login(request: LoginRequest & { brand: BrandId }): Promise<LoginResponse> {
    const response = await this.#postJson(AuthPaths.login, request);
    if (!response.ok) throw await ApiRequestError.fromResponse(response);
    const answer = (await response.json()) as LoginResponse;
    if (!isLoginChallenge(answer)) this.establish(answer, request.brand);
    return answer;
  }

  /** Completes a challenged sign-in with the one-time code. */
  async verifyOtp(challengeId: string, otp: string, brand: BrandId): Promise<LoginSuccess> {
    const response = await this.#postJson(AuthPaths.verifyOtp, { challengeId, otp });
    if (!response.ok) throw await ApiRequestError.fromResponse(response);
    const answer = (await response.json()) as LoginSuccess;
    this.establish(answer, brand);
    return answer;
  }

  /** Changes the password; the server ends every session, this one included, and answers a fresh one to go on with. */
  async changePassword(currentPassword: string, newPassword: string): Promise<void> {
    const brand = this.#user?.brand ?? 'default';
    const answer = await this.json<LoginSuccess>(AuthPaths.updatePassword, {
      method: 'POST',
      body: JSON.stringify({ currentPassword, newPassword }),
    });
    this.establish(answer, brand);
  }

  /** Starts a session from a successful sign-in answer. */
  establish(success: LoginSuccess, brand: BrandId): void {
    const { access_token, access_token_expiry, userId, ...config } = success;
    this.#access = { access_token, access_token_expiry };
    this.#user = {
      userId: String(userId),
      brand,
      UserEmail: config.UserEmail,
      UserRoles: config.UserRoles ?? [],
      MODULE_ACCESS: (config.MODULE_ACCESS ?? []).filter(isModuleId),
      singleCompany: config.singleCompany ?? null,
      Feature_UserManagement: config.Feature_UserManagement === true,
      Feature_CompanyManagement: config.Feature_CompanyManagement === true,
      Feature_AuditLog: config.Feature_AuditLog === true,
      Feature_Editor: config.Feature_Editor === true,
      Admin: config.Admin === true,
    };
    writeUserConfigCookie(this.#cookies, this.#user);
    this.#cookies.set(LAST_BRAND_COOKIE, brand);
    this.#schedule();
    this.#emit();
  }

  /** fetch with the bearer token; a 401 refreshes once (shared by all callers) and retries. */
  async request(input: string, init: RequestInit = {}): Promise<Response> {
    // A reloaded page has a user but no access token until the first refresh answers.
    if (this.#access === null && this.#user !== null) await this.refresh();
    const token = this.#access?.access_token;
    const response = await this.#send(input, init, token);
    if (response.status !== 401 || token === undefined) return response;
    const current = this.#access?.access_token;
    // Another call refreshed while this one was in flight: its new token is already here.
    const refreshed = current !== undefined && current !== token ? true : await this.refresh();
    const next = this.#access?.access_token;
    if (!refreshed || next === undefined) return response;
    return this.#send(input, init, next);
  }

  /** request() that parses JSON and throws ApiRequestError for a failing answer. */
  async json<T>(input: string, init: RequestInit = {}): Promise<T> {
    const headers = new Headers(init.headers);
    if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const response = await this.request(input, { ...init, headers });
    if (!response.ok) throw await ApiRequestError.fromResponse(response);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /**
   * Gets a new access token with the refresh cookie; concurrent callers share one refresh. False
   * means the user was signed out; a server that cannot be reached rejects with the network error.
   */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#refreshOnce().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /**
   * Ends the session locally at once, tells the server (which clears the refresh cookie), and
   * notifies listeners with the user's brand. A refresh in flight (a reloaded page getting its
   * token back) is waited for, so the logout call carries a token the server accepts.
   */
  async signOut(reason: SignOutReason = 'user'): Promise<void> {
    const refreshing = this.#refreshing;
    if (refreshing !== null && !(await refreshing.catch(() => true))) return;
    await this.#end(reason);
  }

  async #end(reason: SignOutReason): Promise<void> {
    const user = this.#user;
    const token = this.#access?.access_token;
    this.stop();
    this.#user = null;
    this.#access = null;
    this.#cookies.remove(USER_CONFIG_COOKIE);
    this.#emit();
    if (user !== null) {
      try {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (token !== undefined) headers.authorization = `Bearer ${token}`;
        await this.#fetch(AuthPaths.logout, { method: 'POST', headers, body: JSON.stringify({ email: user.UserEmail }) });
      } catch {
        // The local session is already gone; an unreachable server must not keep the user signed in.
      }
    }
    for (const listener of this.#signedOutListeners) listener(user?.brand ?? 'default', reason);
  }

  async #refreshOnce(): Promise<boolean> {
    if (this.#user === null) return false;
    let next: RefreshTokenResponse | null = null;
    // No body: the refresh token is the HttpOnly cookie the browser adds by itself.
    const response = await this.#fetchOrNetworkError(AuthPaths.refresh, { method: 'POST' }).catch((error: unknown) => {
      this.#retryRefreshSoon();
      throw error;
    });
    if (response.ok) next = (await response.json().catch(() => null)) as RefreshTokenResponse | null;
    if (next === null || typeof next.access_token !== 'string') {
      await this.#end('expired');
      return false;
    }
    this.#access = { access_token: next.access_token, access_token_expiry: next.access_token_expiry };
    this.#schedule();
    return true;
  }

  #schedule(): void {
    this.stop();
    if (this.#access === null) return;
    const delay = this.#access.access_token_expiry * 1000 - TOKEN_REFRESH_LEAD_MS - this.#now();
    this.#timer = this.#setTimer(
      () => {
        this.#timer = null;
        this.refresh().catch(() => undefined);
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
  }

  #retryRefreshSoon(): void {
    this.stop();
    this.#timer = this.#setTimer(() => {
      this.#timer = null;
      this.refresh().catch(() => undefined);
    }, REFRESH_RETRY_MS);
  }

  /** fetch, with "no answer at all" turned into the one network error (an abort stays an abort). */
  async #fetchOrNetworkError(input: string, init: RequestInit): Promise<Response> {
    try {
      return await this.#fetch(input, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw ApiRequestError.network();
    }
  }

  #send(input: string, init: RequestInit, token: string | undefined): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    return this.#fetchOrNetworkError(input, { ...init, headers });
  }

  #postJson(path: string, body: unknown): Promise<Response> {
    return this.#fetchOrNetworkError(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
