import { createHmac, timingSafeEqual } from 'node:crypto';
import { isRoleName, type RoleName } from '../../../src/core/rules/roles';

/** Who is calling: the account a valid access token names. */
export interface Principal {
  accountId: string;
  userId: string;
  role: RoleName;
  accountType: number;
  /** The refresh-token family of the login this token came from (logout revokes it). */
  familyId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'bisa-gateway';

/**
 * The only header our tokens carry. Verification demands it byte for byte, so no token can choose its own
 * algorithm ("none", or RS256 with our secret as a public key).
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface AccessTokens {
  sign(principal: Principal): Promise<{ token: string; expiresAt: Date }>;
  /** The principal of a valid token; null for a bad signature, a wrong shape or (unless allowed) an expired one. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<Principal | null>;
}

interface Claims {
  sub: unknown;
  uid: unknown;
  role: unknown;
  accountType: unknown;
  fam: unknown;
  iss: unknown;
  exp: unknown;
}

function parseClaims(encoded: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * HS256 JWTs signed with node:crypto. Checked on every authenticated request, so it stays synchronous and
 * allocation-light: one HMAC and one JSON parse, no library round trip through WebCrypto.
 */
export function createAccessTokens(secret: string, now: () => Date = () => new Date()): AccessTokens {
  const mac = (input: string) => createHmac('sha256', secret).update(input).digest();

  return {
    async sign(principal) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
      const claims = {
        sub: principal.accountId,
        uid: principal.userId,
        role: principal.role,
        accountType: principal.accountType,
        fam: principal.familyId,
        iss: ISSUER,
        iat: issuedAt,
        exp: issuedAt + ACCESS_TOKEN_TTL_SECONDS,
      };
      const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return { token: `${signingInput}.${mac(signingInput).toString('base64url')}`, expiresAt };
    },
    async verify(token, options = {}) {
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== HEADER) return null;
      const [, payload, signature] = parts as [string, string, string];
      const expected = mac(`${HEADER}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const claims = parseClaims(payload);
      if (!claims || claims.iss !== ISSUER || typeof claims.exp !== 'number') return null;
      if (!options.allowExpired && claims.exp * 1000 <= now().getTime()) return null;
      const { sub, uid, role, accountType, fam } = claims;
      if (typeof sub !== 'string' || typeof uid !== 'string' || !isRoleName(role) || typeof accountType !== 'number' || typeof fam !== 'string') {
        return null;
      }
      return { accountId: sub, userId: uid, role, accountType, familyId: fam };
    },
  };
}
