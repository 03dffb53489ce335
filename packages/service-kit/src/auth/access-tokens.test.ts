import { Module } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { createTokenSigner, createTokenVerifier, generateTokenKeys, InvalidTokenError } from './access-tokens.ts';

const claims = {
  sub: '7',
  email: 'reviewer@example.com',
  channelId: 3,
  roles: ['Reviewer'],
  modules: [Module.easyview, Module.boir],
  features: ['Feature_UserManagement'],
  admin: false,
  singleCompanyId: 12,
};

describe('access tokens', () => {
  it('round-trips the claims and stamps the issue time in milliseconds', async () => {
    const keys = await generateTokenKeys();
    const signer = await createTokenSigner(keys.privateKeyPem);
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const before = Date.now();
    const { token, expiresAt } = await signer.sign(claims, 60);
    const verified = await verify(token);
    expect(verified).toMatchObject(claims);
    expect(verified.issuedAt).toBeGreaterThanOrEqual(before);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) + 59);
  });

  it('refuses a token signed by another key, and one that has expired even after it was cached', async () => {
    const keys = await generateTokenKeys();
    const other = await generateTokenKeys();
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const forged = await (await createTokenSigner(other.privateKeyPem)).sign(claims, 60);
    await expect(verify(forged.token)).rejects.toBeInstanceOf(InvalidTokenError);

    const shortLived = await (await createTokenSigner(keys.privateKeyPem)).sign(claims, 1);
    await expect(verify(shortLived.token)).resolves.toMatchObject({ sub: '7' });
    await new Promise((r) => setTimeout(r, (shortLived.expiresAt + 1) * 1000 - Date.now()));
    await expect(verify(shortLived.token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('never answers a tampered token from the cache of the genuine one', async () => {
    const keys = await generateTokenKeys();
    const verify = await createTokenVerifier(keys.publicKeyPem);
    const { token } = await (await createTokenSigner(keys.privateKeyPem)).sign(claims, 60);
    await verify(token);
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, admin: true, sub: '1' })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${signature}`;
    expect(verify.cached?.(forged)).toBeUndefined();
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    expect(verify.cached?.(token)).toMatchObject({ sub: '7' });
  });
});
