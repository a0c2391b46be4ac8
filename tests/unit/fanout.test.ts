import { describe, expect, it } from 'vitest';
import { createLocalFanout } from '../../server/src/platform/fanout';

describe('the in-process fan-out', () => {
  it("hands the subscribers a JSON copy of each message, as Redis would, never the publisher's object", async () => {
    const fanout = createLocalFanout();
    expect(fanout.kind).toBe('local');
    const first: unknown[] = [];
    const second: unknown[] = [];
    fanout.subscribe((message) => {
      first.push(message);
      (message as { seen: boolean }).seen = true;
    });
    fanout.subscribe((message) => second.push(message));
    const sent = { kind: 'notification', ids: ['a'], when: new Date('2026-11-24T10:00:00Z') };
    await fanout.publish(sent);
    // Through JSON: a Date arrives as its ISO text, and what a handler changes never reaches the publisher.
    expect(first).toEqual([{ kind: 'notification', ids: ['a'], when: '2026-11-24T10:00:00.000Z', seen: true }]);
    expect(second).toHaveLength(1);
    expect(sent).toEqual({ kind: 'notification', ids: ['a'], when: new Date('2026-11-24T10:00:00Z') });
  });

  it('delivers nothing after it is closed', async () => {
    const fanout = createLocalFanout();
    const received: unknown[] = [];
    fanout.subscribe((message) => received.push(message));
    await fanout.close();
    await fanout.publish({ kind: 'late' });
    expect(received).toEqual([]);
  });
});
