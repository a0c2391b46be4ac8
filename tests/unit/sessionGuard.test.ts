import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/connect';
import { createLocalFanout } from '../../server/src/platform/fanout';
import { createSessionGuard } from '../../server/src/platform/sessionGuard';

/** A stand-in for the one query the guard makes: is there an unrevoked refresh token of the family? */
function fakeDb(active: Set<string>) {
  let queries = 0;
  let gate: Promise<void> = Promise.resolve();
  const log: unknown[][] = [];
  const db = {
    selectFrom: (table: string) => {
      let family = '';
      log.push(['selectFrom', table]);
      const chain = {
        select: (column: string) => (log.push(['select', column]), chain),
        where: (column: string, op: string, value: unknown) => {
          log.push(['where', column, op, value]);
          if (column === 'family_id') family = value as string;
          return chain;
        },
        limit: (count: number) => (log.push(['limit', count]), chain),
        executeTakeFirst: async () => {
          queries += 1;
          await gate;
          return active.has(family) ? { id: 'row' } : undefined;
        },
      };
      return chain;
    },
  } as unknown as Db;
  return {
    db,
    log,
    get queries() {
      return queries;
    },
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = Promise.resolve();
        release();
      };
    },
  };
}

describe('session guard', () => {
  it('remembers an active session for a while, then asks again', async () => {
    let time = 0;
    const store = fakeDb(new Set(['fam-1']));
    const guard = createSessionGuard({ db: store.db, fanout: createLocalFanout(), activeTtlMs: 1000, now: () => time });
    expect(await guard.isActive('fam-1')).toBe(true);
    expect(await guard.isActive('fam-1')).toBe(true);
    expect(store.queries).toBe(1);
    time = 1000;
    expect(await guard.isActive('fam-1')).toBe(true);
    expect(store.queries).toBe(2);
    expect(await guard.isActive('unknown')).toBe(false);
    // An inactive answer is not remembered: it is asked again.
    expect(await guard.isActive('unknown')).toBe(false);
    expect(store.queries).toBe(4);
  });

  it("asks for one unrevoked refresh token of the session's family", async () => {
    const store = fakeDb(new Set());
    await createSessionGuard({ db: store.db, fanout: createLocalFanout() }).isActive('fam-9');
    expect(store.log).toEqual([
      ['selectFrom', 'refresh_tokens'],
      ['select', 'id'],
      ['where', 'family_id', '=', 'fam-9'],
      ['where', 'revoked_at', 'is', null],
      ['limit', 1],
    ]);
  });

  it('refuses a revoked session for as long as its access tokens could verify (15 min + 5 s + 1 min), then asks again', async () => {
    let time = 0;
    const guard = createSessionGuard({ db: fakeDb(new Set(['fam-1'])).db, fanout: createLocalFanout(), now: () => time });
    await guard.revoked(['fam-1']);
    time = 964_999;
    expect(await guard.isActive('fam-1')).toBe(false);
    time = 965_000;
    expect(await guard.isActive('fam-1')).toBe(true);
  });

  it('announces nothing for an empty list', async () => {
    const fanout = createLocalFanout();
    const published: unknown[] = [];
    fanout.subscribe((message) => published.push(message));
    const guard = createSessionGuard({ db: fakeDb(new Set()).db, fanout });
    const heard: unknown[] = [];
    guard.onRevoked((ids) => heard.push(ids));
    await guard.revoked([]);
    expect(published).toEqual([]);
    expect(heard).toEqual([]);
    await guard.revoked(['fam-1']);
    expect(published).toEqual([{ kind: 'sessions.revoked', familyIds: ['fam-1'] }]);
  });

  it('refuses a revoked session at once on every guard sharing the fan-out, and tells the listeners', async () => {
    const fanout = createLocalFanout();
    const active = new Set(['fam-1', 'fam-2']);
    const here = createSessionGuard({ db: fakeDb(active).db, fanout });
    const there = createSessionGuard({ db: fakeDb(active).db, fanout });
    const heard: string[][] = [];
    there.onRevoked((ids) => heard.push([...ids]));
    expect(await here.isActive('fam-1')).toBe(true);
    expect(await there.isActive('fam-1')).toBe(true);
    // The database still says active (the cache would too): the announcement decides.
    await here.revoked(['fam-1', 'fam-1']);
    expect(await here.isActive('fam-1')).toBe(false);
    expect(await there.isActive('fam-1')).toBe(false);
    expect(await there.isActive('fam-2')).toBe(true);
    expect(heard).toEqual([['fam-1']]);
  });

  it('lets an announcement win over an answer that was on its way', async () => {
    const store = fakeDb(new Set(['fam-1']));
    const guard = createSessionGuard({ db: store.db, fanout: createLocalFanout() });
    const release = store.hold();
    const pending = guard.isActive('fam-1');
    await guard.revoked(['fam-1']);
    release();
    expect(await pending).toBe(false);
    expect(await guard.isActive('fam-1')).toBe(false);
  });

  it('ignores other fan-out messages', async () => {
    const fanout = createLocalFanout();
    const guard = createSessionGuard({ db: fakeDb(new Set(['fam-1'])).db, fanout });
    await fanout.publish({ kind: 'sessions.revoked', familyIds: 'fam-1' });
    await fanout.publish({ audience: { kind: 'all' }, notification: { id: 'n' } });
    await fanout.publish({ kind: 'sessions.revoked', familyIds: ['fam-1', 2] });
    await fanout.publish({ kind: 'other', familyIds: ['fam-1'] });
    await fanout.publish(null);
    await fanout.publish('sessions.revoked');
    expect(await guard.isActive('fam-1')).toBe(true);
  });
});
