import { createSigner, createVerifier } from 'fast-jwt';
import { isRoleName, type RoleName } from '@core/rules/roles';

/** Who is calling: the account a valid access token names. */
export interface Principal {
  accountId: string;
  userId: string;
  role: RoleName;
  accountType: number;
  /** The refresh-token family (the session) of the login this token came from: revoking it ends the token at once. */
  familyId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** Clocks of the gateway instances may differ a little: an expiry is honoured this much late, never more. */
export const CLOCK_TOLERANCE_SECONDS = 5;
const ISSUER = 'bisa-gateway';
const ALGORITHM = 'HS256';
const REQUIRED_CLAIMS = ['sub', 'uid', 'role', 'accountType', 'fam', 'iss', 'exp'];

export interface AccessTokens {
  sign(principal: Principal): Promise<{ token: string; expiresAt: Date }>;
  /** The principal of a valid token; null for a bad signature, a wrong shape or (unless allowed) an expired one. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<Principal | null>;
}

/**
 * HS256 JWTs with fast-jwt (the library @fastify/jwt uses). The verifier is pinned to HS256 alone, so no token can
 * choose its own algorithm ("none", or RS256 with our secret as a public key); issuer, expiry (with a small clock
 * tolerance) and every claim we read are checked. `now` is for tests; by default the library reads the clock itself.
 */
export function createAccessTokens(secret: string, now?: () => Date): AccessTokens {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, iss: ISSUER });
  const verifierOptions = (allowExpired: boolean) => ({
    key: secret,
    algorithms: [ALGORITHM] as ['HS256'],
    allowedIss: ISSUER,
    requiredClaims: REQUIRED_CLAIMS,
    clockTolerance: CLOCK_TOLERANCE_SECONDS * 1000,
    ignoreExpiration: allowExpired,
  });
  const verifiers = { strict: createVerifier(verifierOptions(false)), expiredToo: createVerifier(verifierOptions(true)) };
  const verifierFor = (allowExpired: boolean) =>
    now
      ? createVerifier({ ...verifierOptions(allowExpired), clockTimestamp: now().getTime() })
      : allowExpired
        ? verifiers.expiredToo
        : verifiers.strict;

  return {
    async sign(principal) {
      const issuedAt = Math.floor((now ? now().getTime() : Date.now()) / 1000);
      const exp = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = signer({
        sub: principal.accountId,
        uid: principal.userId,
        role: principal.role,
        accountType: principal.accountType,
        fam: principal.familyId,
        iat: issuedAt,
        exp,
      });
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, options = {}) {
      let claims: Record<string, unknown>;
      try {
        claims = verifierFor(options.allowExpired === true)(token) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number') return null;
      const { sub, uid, role, accountType, fam } = claims;
      if (typeof sub !== 'string' || typeof uid !== 'string' || !isRoleName(role) || typeof accountType !== 'number' || typeof fam !== 'string') {
        return null;
      }
      return { accountId: sub, userId: uid, role, accountType, familyId: fam };
    },
  };
}
