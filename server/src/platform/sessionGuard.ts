import type { Db } from '../db/connect';
import { ACCESS_TOKEN_TTL_SECONDS, CLOCK_TOLERANCE_SECONDS } from './accessTokens';
import type { Fanout } from './fanout';
import { createTtlCache } from './ttlCache';

/**
 * Ends access tokens with their session (ASVS 7.4.1): an access token names its session, the refresh-token family
 * (`fam`), and is honoured only while that family has an unrevoked refresh token. Every gateway instance keeps a
 * short-lived memory of families it found active, and a memory of revoked ones for as long as their tokens could
 * live; a revocation is announced over the fan-out (in-process, or Redis pub/sub across instances), so every
 * instance refuses the token from its next request on and closes the session's hub connections.
 */
export interface SessionGuard {
  /** Whether the session may still be used (a cached answer, else one indexed query). */
  isActive(familyId: string): Promise<boolean>;
  /** Announces sessions already revoked in the database (call after the commit): every instance refuses them at once. */
  revoked(familyIds: readonly string[]): Promise<void>;
  /** Called on this instance for every revocation, local or announced by another instance. */
  onRevoked(listener: (familyIds: readonly string[]) => void): void;
}

export interface SessionsRevoked {
  kind: 'sessions.revoked';
  familyIds: string[];
}

function isSessionsRevoked(message: unknown): message is SessionsRevoked {
  if (typeof message !== 'object' || message === null) return false;
  const { kind, familyIds } = message as Partial<SessionsRevoked>;
  return kind === 'sessions.revoked' && Array.isArray(familyIds) && familyIds.every((id) => typeof id === 'string');
}

/**
 * How long an instance trusts its memory that a session is active. The fan-out makes a revocation visible at
 * once; this bound only matters if an announcement was lost (a Redis outage), and costs one query per session per TTL.
 */
export const ACTIVE_SESSION_CACHE_MS = 15_000;

export function createSessionGuard({
  db,
  fanout,
  activeTtlMs = ACTIVE_SESSION_CACHE_MS,
  now = Date.now,
}: {
  db: Db;
  fanout: Fanout;
  activeTtlMs?: number;
  now?: () => number;
}): SessionGuard {
  const active = createTtlCache<true>({ maxEntries: 50_000, ttlMs: activeTtlMs, now });
  // A revoked session stays refused here as long as any of its access tokens could still verify.
  const revoked = createTtlCache<true>({ maxEntries: 100_000, ttlMs: (ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS + 60) * 1000, now });
  const listeners: ((familyIds: readonly string[]) => void)[] = [];

  const forget = (familyIds: readonly string[]) => {
    // isActive asks `revoked` first, so a remembered active entry of these sessions no longer counts.
    for (const id of familyIds) revoked.set(id, true);
    for (const listener of listeners) listener(familyIds);
  };
  fanout.subscribe((message) => {
    if (isSessionsRevoked(message)) forget(message.familyIds);
  });

  return {
    async isActive(familyId) {
      if (revoked.get(familyId)) return false;
      if (active.get(familyId)) return true;
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      // Revoked while the query ran: the announcement wins over a stale answer.
      if (revoked.get(familyId)) return false;
      if (row) active.set(familyId, true);
      return row !== undefined;
    },
    async revoked(familyIds) {
      const unique = [...new Set(familyIds)];
      if (unique.length === 0) return;
      // This instance at once, without waiting for its own message to come back through Redis.
      forget(unique);
      const message: SessionsRevoked = { kind: 'sessions.revoked', familyIds: unique };
      await fanout.publish(message);
    },
    onRevoked(listener) {
      listeners.push(listener);
    },
  };
}
