import type { TokenSet } from './contract';

export function isTokenSet(value: unknown): value is TokenSet {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    typeof v.tokenExpired === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.refreshTokenExpired === 'string'
  );
}
