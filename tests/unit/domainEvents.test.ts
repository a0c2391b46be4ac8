import { describe, expect, it, vi } from 'vitest';
import { createDomainEvents, type DomainEventName } from '../../server/src/platform/events';
import { createLocalFanout } from '../../server/src/platform/fanout';

/** The in-process domain events: a feature announces, others react, and a reaction's failure stays its own. */

const paid = { orderId: 'order-1', accountId: 'account-1' };

describe('domain events', () => {
  it('hands the payload to every listener of the event, after the announcement returned, and to no other', async () => {
    const failures: unknown[] = [];
    const events = createDomainEvents((error) => failures.push(error));
    const heard: string[] = [];
    events.on('order.paid', (payload) => void heard.push(`first ${payload.orderId}`));
    events.on('order.paid', async (payload) => void heard.push(`second ${payload.accountId}`));
    events.on('order.paymentRejected', () => void heard.push('rejected'));

    events.emit('order.paid', paid);
    // The announcing request goes on first: listeners run after it.
    expect(heard).toEqual([]);
    await vi.waitFor(() => expect(heard).toEqual(['first order-1', 'second account-1']));
    expect(failures).toEqual([]);
  });

  it('reports a failing listener with the event name, without throwing into the announcer or stopping the others', async () => {
    const failures: [unknown, DomainEventName][] = [];
    const events = createDomainEvents((error, name) => failures.push([error, name]));
    const heard: string[] = [];
    events.on('account.passwordChanged', () => {
      throw new Error('thrown at once');
    });
    events.on('account.passwordChanged', async () => {
      throw new Error('rejected later');
    });
    events.on('account.passwordChanged', ({ userId }) => void heard.push(userId));

    expect(() => events.emit('account.passwordChanged', { userId: 'user-7' })).not.toThrow();
    await vi.waitFor(() => expect(failures).toHaveLength(2));
    expect(failures.map(([error, name]) => [(error as Error).message, name]).sort()).toEqual([
      ['rejected later', 'account.passwordChanged'],
      ['thrown at once', 'account.passwordChanged'],
    ]);
    expect(heard).toEqual(['user-7']);
  });

  it('hands an event to the every-instance listeners of the other instances too, once each, and not to their ordinary ones', async () => {
    const fanout = createLocalFanout();
    const fail = (error: unknown) => {
      throw error;
    };
    const [a, b] = [createDomainEvents(fail, fanout), createDomainEvents(fail, fanout)];
    const heard: string[] = [];
    a.onEveryInstance('content.changed', () => void heard.push('a clears'));
    b.onEveryInstance('content.changed', () => void heard.push('b clears'));
    b.on('content.changed', () => void heard.push('b reacts'));

    a.emit('content.changed', {});
    await vi.waitFor(() => expect(heard.sort()).toEqual(['a clears', 'b clears']));
    // Neither its own announcement coming back nor a second delivery: still one clear each.
    // The local fan-out delivers within the turn it was published in: a turn later, anything extra would be here.
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard.sort()).toEqual(['a clears', 'b clears']);
  });
});
