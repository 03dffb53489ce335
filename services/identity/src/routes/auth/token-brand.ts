import type { BrandId } from '@ea/contracts';
import type { FastifyRequest } from 'fastify';
import { asBrand } from '../../domain/auth/brand.ts';

/** The brand of the caller's access token (verified by the guard before the handler runs). */
export function tokenBrand(request: FastifyRequest): BrandId {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  try {
    const { brand } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { brand?: unknown };
    return asBrand(typeof brand === 'string' ? brand : 'default');
  } catch {
    return 'default';
  }
}
