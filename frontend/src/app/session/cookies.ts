/** Reads and writes cookies of one document; a small seam so tests can give their own document. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
  /** Expires every cookie this page can see. */
  clearAll(): void;
}

export function documentCookies(doc: Document = document): CookieJar {
  const names = () =>
    doc.cookie
      .split(';')
      .map((part) => part.split('=')[0]?.trim() ?? '')
      .filter((name) => name !== '');
  const expire = (name: string) => {
    doc.cookie = `${name}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=strict`;
  };
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1));
      }
      return null;
    },
    set(name, value) {
      doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=strict`;
    },
    remove: expire,
    clearAll() {
      for (const name of names()) expire(name);
    },
  };
}
