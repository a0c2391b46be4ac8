import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/connect';
import { createLocalFanout } from '../../server/src/platform/fanout';
import { createSessionGuard } from '../../server/src/platform/sessionGuard';

/** A stand-in for the one query the guard makes: is there an unrevoked refresh token of the family? */
function fakeDb(active: Set<string>) {
  let queries = 0;
  let gate: Promise<void> = Promise.resolve();
  const db = {
    selectFrom: () => {
      let family = '';
      const chain = {
        select: () => chain,
        where: (column: string, _op: string, value: unknown) => {
          if (column === 'family_id') family = value as string;
          return chain;
        },
        limit: () => chain,
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
    expect(await guard.isActive('fam-1')).toBe(true);
  });
});
