import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessionRevocation } from './session-revocation.ts';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('session revocation', () => {
  it('voids tokens issued before a revocation in every process, and keeps later ones', async () => {
    const userId = `u-${crypto.randomUUID()}`;
    const processA = await createSessionRevocation(redis);
    const processB = await createSessionRevocation(redis);
    const before = { sub: userId, issuedAt: Date.now() - 1 };
    expect(processA.isActive(before)).toBe(true);
    await processA.revokeUser(userId);
    expect(processA.isActive(before)).toBe(false);
    await until(() => !processB.isActive(before));
    expect(processB.isActive(before)).toBe(false);
    expect(processB.isActive({ sub: userId, issuedAt: Date.now() + 1 })).toBe(true);
    expect(processB.isActive({ sub: 'someone-else', issuedAt: 1 })).toBe(true);
    // A process started later learns the revocation from the stored list.
    const processC = await createSessionRevocation(redis);
    expect(processC.isActive(before)).toBe(false);
    await Promise.all([processA.close(), processB.close(), processC.close()]);
    await redis.hdel('identity:revoked-users', userId);
  });
});
