import type { TokenPair } from '@ea/contracts';

const TOKENS_KEY = 'ea.tokens';

/** Keeps the token pair in web storage so a reload can schedule the next refresh. */
export class TokenStore {
  constructor(private readonly storage: Storage) {}

  read(): TokenPair | null {
    const raw = this.storage.getItem(TOKENS_KEY);
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw) as Partial<TokenPair>;
      if (typeof value.access_token !== 'string' || typeof value.refresh_token !== 'string') return null;
      if (typeof value.access_token_expiry !== 'number') return null;
      return { access_token: value.access_token, refresh_token: value.refresh_token, access_token_expiry: value.access_token_expiry };
    } catch {
      return null;
    }
  }

  write(tokens: TokenPair): void {
    this.storage.setItem(TOKENS_KEY, JSON.stringify(tokens));
  }

  clear(): void {
    this.storage.removeItem(TOKENS_KEY);
  }
}
