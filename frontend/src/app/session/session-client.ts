import {
  AuthPaths,
  type BrandId,
  isLoginChallenge,
  isModuleId,
  type LoginRequest,
  type LoginResponse,
  type LoginSuccess,
  TOKEN_REFRESH_LEAD_MS,
  type TokenPair,
} from '@ea/contracts';
import { ApiRequestError } from '../api/api-request-error.ts';
import type { CookieJar } from './cookies.ts';
import { TokenStore } from './token-store.ts';
import { readUserConfigCookie, type SessionUser, USER_CONFIG_COOKIE, writeUserConfigCookie } from './user-config-cookie.ts';

export type SignOutReason = 'user' | 'expired' | 'new-version';
export type SignedOutListener = (brand: BrandId, reason: SignOutReason) => void;

export interface SessionClientOptions {
  fetch: typeof fetch;
  storage: Storage;
  cookies: CookieJar;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** setTimeout cannot wait longer than this; a longer wait fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The browser's side of the session: signs in, keeps the user configuration cookie and the token
 * pair, adds the bearer token to API calls, refreshes the access token 5 minutes before it expires,
 * and on a 401 runs exactly one refresh while every other failed call waits for it and then retries.
 * When a refresh fails the user is signed out and `onSignedOut` listeners send them to their login.
 */
export class SessionClient {
  readonly #fetch: typeof fetch;
  readonly #tokens: TokenStore;
  readonly #cookies: CookieJar;
  readonly #now: () => number;
  readonly #setTimer: (run: () => void, ms: number) => unknown;
  readonly #clearTimer: (timer: unknown) => void;
  readonly #listeners = new Set<() => void>();
  readonly #signedOutListeners = new Set<SignedOutListener>();
  #user: SessionUser | null;
  #pair: TokenPair | null;
  #refreshing: Promise<boolean> | null = null;
  #timer: unknown = null;

  constructor(options: SessionClientOptions) {
    this.#fetch = options.fetch;
    this.#tokens = new TokenStore(options.storage);
    this.#cookies = options.cookies;
    this.#now = options.now ?? Date.now;
    this.#setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.#clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    const user = readUserConfigCookie(this.#cookies);
    const pair = this.#tokens.read();
    // Half a session (cookie without tokens or the reverse) cannot call the API; start clean.
    if (user === null || pair === null) {
      this.#user = null;
      this.#pair = null;
      this.#tokens.clear();
      this.#cookies.remove(USER_CONFIG_COOKIE);
    } else {
      this.#user = user;
      this.#pair = pair;
    }
  }

  get user(): SessionUser | null {
    return this.#user;
  }

  get accessToken(): string | null {
    return this.#pair?.access_token ?? null;
  }

  /** For useSyncExternalStore: called whenever the signed-in user changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): SessionUser | null => this.#user;

  onSignedOut(listener: SignedOutListener): () => void {
    this.#signedOutListeners.add(listener);
    return () => this.#signedOutListeners.delete(listener);
  }

  /** Schedules the next refresh of a session restored from storage. */
  start(): void {
    this.#schedule();
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

  /** Starts a session from a successful sign-in answer. */
  establish(success: LoginSuccess, brand: BrandId): void {
    const { access_token, refresh_token, access_token_expiry, userId, ...config } = success;
    this.#pair = { access_token, refresh_token, access_token_expiry };
    this.#user = {
      userId: String(userId),
      brand,
      UserEmail: config.UserEmail,
      UserRoles: config.UserRoles ?? [],
      MODULE_ACCESS: (config.MODULE_ACCESS ?? []).filter(isModuleId),
      singleCompany: config.singleCompany ?? null,
      Feature_UserManagement: config.Feature_UserManagement === true,
      Admin: config.Admin === true,
    };
    this.#tokens.write(this.#pair);
    writeUserConfigCookie(this.#cookies, this.#user);
    this.#schedule();
    this.#emit();
  }

  /** fetch with the bearer token; a 401 refreshes once (shared by all callers) and retries. */
  async request(input: string, init: RequestInit = {}): Promise<Response> {
    const token = this.#pair?.access_token;
    const response = await this.#send(input, init, token);
    if (response.status !== 401 || token === undefined) return response;
    const current = this.#pair?.access_token;
    // Another call refreshed while this one was in flight: its new token is already here.
    const refreshed = current !== undefined && current !== token ? true : await this.refresh();
    const next = this.#pair?.access_token;
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

  /** Refreshes the token pair; concurrent callers share one refresh. False means the user was signed out. */
  refresh(): Promise<boolean> {
    this.#refreshing ??= this.#refreshOnce().finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  /** Ends the session locally at once, tells the server, and notifies listeners with the user's brand. */
  async signOut(reason: SignOutReason = 'user'): Promise<void> {
    const user = this.#user;
    const token = this.#pair?.access_token;
    this.stop();
    this.#user = null;
    this.#pair = null;
    this.#tokens.clear();
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
    const pair = this.#pair;
    if (pair === null) return false;
    let next: TokenPair | null = null;
    try {
      const response = await this.#postJson(AuthPaths.refresh, { refresh_token: pair.refresh_token });
      if (response.ok) next = (await response.json()) as TokenPair;
    } catch {
      next = null;
    }
    if (next === null || typeof next.access_token !== 'string') {
      await this.signOut('expired');
      return false;
    }
    this.#pair = { access_token: next.access_token, refresh_token: next.refresh_token, access_token_expiry: next.access_token_expiry };
    this.#tokens.write(this.#pair);
    this.#schedule();
    return true;
  }

  #schedule(): void {
    this.stop();
    if (this.#pair === null) return;
    const delay = this.#pair.access_token_expiry * 1000 - TOKEN_REFRESH_LEAD_MS - this.#now();
    this.#timer = this.#setTimer(
      () => {
        this.#timer = null;
        void this.refresh();
      },
      Math.min(Math.max(delay, 0), MAX_TIMER_MS),
    );
  }

  #send(input: string, init: RequestInit, token: string | undefined): Promise<Response> {
    const headers = new Headers(init.headers);
    if (token !== undefined) headers.set('authorization', `Bearer ${token}`);
    return this.#fetch(input, { ...init, headers });
  }

  #postJson(path: string, body: unknown): Promise<Response> {
    return this.#fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}
