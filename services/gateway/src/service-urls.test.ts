import { describe, expect, it } from 'vitest';
import { parseServiceUrls } from './service-urls.ts';

describe('parseServiceUrls', () => {
  it('reads name=url pairs and trims trailing slashes', () => {
    const urls = parseServiceUrls(' identity=http://identity:8080/ , directory=https://dir.internal:9000');
    expect([...urls]).toEqual([
      ['identity', 'http://identity:8080'],
      ['directory', 'https://dir.internal:9000'],
    ]);
  });

  it('is empty for an empty or missing value', () => {
    expect(parseServiceUrls(undefined).size).toBe(0);
    expect(parseServiceUrls('').size).toBe(0);
  });

  it('refuses an entry that is not name=http(s)://…', () => {
    expect(() => parseServiceUrls('identity')).toThrow(/SERVICE_URLS entry "identity"/);
    expect(() => parseServiceUrls('identity=ftp://x')).toThrow(/not name=http/);
  });
});
