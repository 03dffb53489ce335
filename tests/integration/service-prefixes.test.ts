import { SERVICES } from '@ea/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayInProcess, startGatewayInProcess } from '../support/gateway-in-process.ts';

let gateway: GatewayInProcess;

beforeAll(async () => {
  gateway = await startGatewayInProcess();
});

afterAll(async () => {
  await gateway?.close();
});

/** A URL is under a prefix when it is the prefix or continues it with a path segment. */
const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

describe('the prefixes each service declares, which the gateway routes to it', () => {
  it.each(SERVICES.map((service) => [service.name, service] as const))(
    '%s: every route is under one, and each is used',
    (name, service) => {
      const urls = (gateway.routesByService.get(name) ?? []).map((route) => route.url);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => !service.prefixes.some((prefix) => isUnder(url, prefix)))).toEqual([]);
      expect(service.prefixes.filter((prefix) => !urls.some((url) => isUnder(url, prefix)))).toEqual([]);
    },
  );

  it('gives no two services one prefix', () => {
    const prefixes = SERVICES.flatMap((service) => service.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
