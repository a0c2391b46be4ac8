/** The token set the gateway returns on login, refresh and account switch (SPEC 3, 7). */
export interface TokenSet {
  token: string;
  /** ISO 8601 instant when the access token stops working. */
  tokenExpired: string;
  refreshToken: string;
  refreshTokenExpired: string;
}

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
