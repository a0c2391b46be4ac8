import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (refresh tokens, e-mailed links) and the hash that is stored instead of it. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
