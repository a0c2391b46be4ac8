import type { Redis } from 'ioredis';

/**
 * The hub's per-account cap (HUB_MAX_CONNECTIONS_PER_ACCOUNT) counts slots: a negotiation not used yet or an open
 * connection holds one, named by its connection id, until it is used, closed, or its lease runs out. A lease is
 * what keeps a count from sticking: an instance renews its open connections' leases periodically, so the slots of
 * an instance that crashed (and never said its connections closed) lapse within one lease. In memory each instance
 * counts its own; in Redis every instance counts against one sorted set per account.
 */
export interface Slot {
  accountId: string;
  slotId: string;
}

export interface ConnectionSlots {
  /**
   * Holds the slot until `until` (ms) unless the account already holds `cap` live slots (leases ending before `now`
   * are dropped first); a slot already held is extended whatever the cap. True when held.
   */
  take(slot: Slot, now: number, until: number, cap: number): Promise<boolean>;
  /** Extends the slots' leases to `until` whatever the cap: open connections, periodically (the heartbeat). */
  renew(slots: readonly Slot[], now: number, until: number): Promise<void>;
  /** Frees a slot: its connection closed. */
  release(slot: Slot): Promise<void>;
}

/** No cap: a renewal never refuses (an open connection is counted, whatever the count). */
const UNCAPPED = -1;

/** One instance's slots, in its memory. */
export function memoryConnectionSlots(): ConnectionSlots {
  const byAccount = new Map<string, Map<string, number>>();
  const dropLapsed = (accountId: string, slots: Map<string, number>, now: number) => {
    for (const [slotId, until] of slots) if (until < now) slots.delete(slotId);
    if (slots.size === 0) byAccount.delete(accountId);
  };
  const hold = ({ accountId, slotId }: Slot, now: number, until: number, cap: number) => {
    const slots = byAccount.get(accountId) ?? new Map<string, number>();
    dropLapsed(accountId, slots, now);
    if (cap !== UNCAPPED && !slots.has(slotId) && slots.size >= cap) return false;
    slots.set(slotId, until);
    byAccount.set(accountId, slots);
    return true;
  };
  return {
    take: async (slot, now, until, cap) => hold(slot, now, until, cap),
    async renew(slots, now, until) {
      // The heartbeat also forgets accounts whose last negotiation lapsed unused (nobody would take their slots again).
      for (const [accountId, held] of byAccount) dropLapsed(accountId, held, now);
      for (const slot of slots) hold(slot, now, until, UNCAPPED);
    },
    async release({ accountId, slotId }) {
      const slots = byAccount.get(accountId);
      slots?.delete(slotId);
      if (slots?.size === 0) byAccount.delete(accountId);
    },
  };
}

/**
 * Drop the lapsed leases, check the cap (unless -1 or the slot is held already), hold the slot, and keep the key as
 * long as its longest lease: one script, so two instances taking the account's last slot at once cannot both get it.
 */
const HOLD_SCRIPT = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local untilMs = tonumber(ARGV[2])
local cap = tonumber(ARGV[3])
local slot = ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. now)
if cap >= 0 and not redis.call('ZSCORE', key, slot) and redis.call('ZCARD', key) >= cap then return 0 end
redis.call('ZADD', key, untilMs, slot)
local longest = tonumber(redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')[2])
redis.call('PEXPIRE', key, math.max(1, longest - now))
return 1
`;

type HoldScript = (key: string, now: number, until: number, cap: number, slotId: string) => Promise<number>;

/**
 * Every instance's slots in Redis: a sorted set per account (`<prefix>hub:slots:<account>`), member the connection
 * id, score the end of its lease; the key itself expires with its longest lease. The caller's clock is used (the
 * instances' clocks agree to well under a lease).
 */
export function redisConnectionSlots(redis: Redis, prefix: string): ConnectionSlots {
  if (!('bisaHubSlotHold' in redis)) redis.defineCommand('bisaHubSlotHold', { numberOfKeys: 1, lua: HOLD_SCRIPT });
  const keyOf = (accountId: string) => `${prefix}hub:slots:${accountId}`;
  type WithHold = { bisaHubSlotHold: HoldScript };
  const hold = (redis as unknown as WithHold).bisaHubSlotHold.bind(redis);
  return {
    take: async ({ accountId, slotId }, now, until, cap) => (await hold(keyOf(accountId), now, until, cap, slotId)) === 1,
    async renew(slots, now, until) {
      if (slots.length === 0) return;
      // One round trip for all of this instance's connections.
      const pipeline = redis.pipeline() as unknown as WithHold & { exec(): Promise<[Error | null, unknown][] | null> };
      for (const { accountId, slotId } of slots) void pipeline.bisaHubSlotHold(keyOf(accountId), now, until, UNCAPPED, slotId);
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    async release({ accountId, slotId }) {
      await redis.zrem(keyOf(accountId), slotId);
    },
  };
}
