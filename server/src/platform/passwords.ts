import argon2 from 'argon2';
import { hashPassword } from '../db/passwordHash';

/** Hashing lives with the storage (the seed uses it too); the features ask the platform for both halves. */
export { hashPassword };

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Hashed once: an unknown e-mail is checked against it so both failures take the same time. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
