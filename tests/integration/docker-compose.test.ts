import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ENV_VARS } from '@ea/service-kit';
import { SERVICES } from '@ea/services';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string | number>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
}

const compose = parse(readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};

/** The role of an application container, from the entry point its command runs. */
function roleOf(service: ComposeService): string | null {
  const entry = service.command?.find((part) => part.endsWith('/main.ts'));
  if (!entry) return null;
  const [kind, name] = entry.split('/');
  return kind === 'workers' ? 'worker' : (name ?? null);
}

function required(role: string, definitionEnv: readonly string[] = []): string[] {
  const platform = ENV_VARS.filter((v) => v.requiredScaledOut && (v.neededBy === 'every-service' || v.neededBy.includes(role))).map(
    (v) => v.name,
  );
  return [...platform, ...definitionEnv];
}

const appServices = Object.entries(compose.services).filter(([, s]) => roleOf(s) !== null);

describe('docker-compose.yml', () => {
  it('runs Postgres, Redis and Kafka in KRaft mode with healthchecks and volumes', () => {
    const { postgres, redis, kafka } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(redis?.image).toMatch(/^redis:/);
    expect(kafka?.environment?.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    for (const name of ['postgres', 'redis', 'kafka']) {
      expect(compose.services[name]?.healthcheck?.test.length, name).toBeGreaterThan(0);
      expect(compose.services[name]?.volumes?.length, name).toBeGreaterThan(0);
    }
  });

  it('runs the gateway, the realtime hub, replicated workers and every service as its own process', () => {
    const roles = appServices.map(([, s]) => roleOf(s));
    expect(roles).toContain('gateway');
    expect(roles).toContain('realtime');
    expect(compose.services.worker?.deploy?.replicas).toBeGreaterThan(1);
    for (const service of SERVICES) expect(roles, `service ${service.name}`).toContain(service.name);
  });

  it('sets every environment variable each process needs, from the code’s own list', () => {
    for (const [name, service] of appServices) {
      const role = roleOf(service)!;
      const definition = SERVICES.find((s) => s.name === role);
      const env = service.environment ?? {};
      for (const variable of required(role, definition?.env)) {
        expect(env[variable], `${name} needs ${variable}`).toBeTruthy();
      }
      expect(env.EVENT_BUS, name).toBe('kafka');
      expect(env.KAFKA_BROKERS, name).toBeTruthy();
    }
  });

  it('has the gateway proxy every service that runs apart, and leave realtime and workers to their processes', () => {
    const gateway = compose.services.gateway!;
    const urls = String(gateway.environment?.SERVICE_URLS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=')[0]);
    const apart = appServices.map(([, s]) => roleOf(s)).filter((r) => SERVICES.some((d) => d.name === r));
    expect(urls.sort()).toEqual(apart.sort());
    expect(gateway.environment?.REALTIME_URL).toMatch(/^http:\/\/realtime:/);
    expect(gateway.environment?.WORKERS).toBe('off');
  });

  it('leaves the relayed topics, pruned schemas and worked queues to the service list', () => {
    // Set, each would have to be edited for every new service; unset, the code derives it from SERVICES.
    expect(compose.services.realtime?.environment?.REALTIME_TOPICS).toBeUndefined();
    expect(compose.services.worker?.environment?.HOUSEKEEPING_SCHEMAS).toBeUndefined();
    expect(compose.services.worker?.environment?.WORKER_QUEUES).toBeUndefined();
  });

  it('gives application containers a healthcheck and waits for healthy dependencies', () => {
    for (const [name, service] of appServices) {
      expect(service.healthcheck?.test.join(' '), name).toContain('/api/health');
      expect(service.depends_on?.postgres?.condition, name).toBe('service_healthy');
    }
  });

  it('has no default password: secrets must come from the environment', () => {
    const text = readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).toContain('${POSTGRES_PASSWORD:?');
    expect(text).toContain('${JWT_PUBLIC_KEY:?');
    expect(text).not.toMatch(/PASSWORD:\s*['"]?\w+['"]?\s*$/m);
  });

  it('builds from a Dockerfile under infra/', () => {
    const dockerfile = readFileSync(resolve(ROOT, 'infra/docker/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toContain('pnpm install --frozen-lockfile');
  });
});
