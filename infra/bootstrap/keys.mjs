// Token keys for the one-machine default: generated once into DATA_DIR/keys (mode 0600), so no
// secret ships with the product. Scaled out, JWT_PUBLIC_KEY/JWT_PRIVATE_KEY come from the environment.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function ensureTokenKeys(dataDir) {
  const dir = join(dataDir, 'keys');
  const privatePath = join(dir, 'jwt-ed25519.key');
  const publicPath = join(dir, 'jwt-ed25519.pub');
  if (!existsSync(privatePath) || !existsSync(publicPath)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    writeFileSync(publicPath, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
  }
  return { JWT_PRIVATE_KEY: readFileSync(privatePath, 'utf8'), JWT_PUBLIC_KEY: readFileSync(publicPath, 'utf8') };
}
