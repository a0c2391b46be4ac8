import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
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

export interface AccessTokens {
  sign(principal: Principal): Promise<{ token: string; expiresAt: Date }>;
  /** The principal of a valid token; null for a bad signature, a wrong shape or (unless allowed) an expired one. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<Principal | null>;
}

export function createAccessTokens(secret: string, now: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(principal) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
      const token = await new SignJWT({
        uid: principal.userId,
        role: principal.role,
        accountType: principal.accountType,
        fam: principal.familyId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(principal.accountId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
          // The refresh call presents an expired access token on purpose; its signature still has to hold.
          ...(options.allowExpired ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
        });
        const { sub, uid, role, accountType, fam } = payload;
        if (typeof sub !== 'string' || typeof uid !== 'string' || !isRoleName(role) || typeof accountType !== 'number' || typeof fam !== 'string') {
          return null;
        }
        return { accountId: sub, userId: uid, role, accountType, familyId: fam };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
