import argon2 from 'argon2';

/** OWASP's argon2id minimum: m = 19 MiB, t = 2, p = 1. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How a password is stored: here in the storage layer so that the demo seed, which may not use the platform,
 * stores its accounts' passwords exactly as registration does (server/src/platform/passwords.ts).
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}
