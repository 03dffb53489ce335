import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of nothing anyone knows, with the same parameters as real ones.
let standIn: Promise<string> | undefined;

/**
 * Always one real argon2 verification, also when there is no hash (no account, no password set
 * yet) or the stored one is unreadable: the answer's timing must not tell these cases apart.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  standIn ??= hashPassword(randomUUID());
  try {
    if (passwordHash?.startsWith('$argon2')) return await verify(passwordHash, password);
  } catch {
    // An unreadable hash matches nothing; its verification below still costs the same.
  }
  await verify(await standIn, password);
  return false;
}
