import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ContactInfo } from '@core/site/contactInfo.contract';
import type { Fanout } from './fanout';

/**
 * Domain events inside one gateway process. A feature announces what happened; another reacts, without
 * either importing the other. Delivered in-process: the instance that handled the request reacts once. A listener
 * added with `onEveryInstance` (a cache to empty) also hears the event when another instance announces it.
 */
export interface DomainEventMap {
  'account.emailConfirmed': { userId: string };
  'account.passwordChanged': { userId: string };
  'contactInfo.changed': { contactInfo: ContactInfo };
  /** An operator changed the public site's content (a global page or a collection's document). */
  'content.changed': Record<string, never>;
  /** A company asked for a business program (features/catalogue); the operators are told. */
  /** An order's payment was confirmed (features/orders); the learner is told. */
  'order.paid': { orderId: string; accountId: string };
  /** The operator rejected a manual transfer's proof (features/orders); the learner is told why. */
  'order.paymentRejected': { orderId: string; accountId: string; reason: string };
  /**
   * A feature asks to tell people something that waits for them (a certification step): the notifications feature
   * stores it and pushes it, without the feature importing it (an organisation's verdict too).
   */
  'notification.requested': {
    category: 'certification' | 'organisation' | 'jobs' | 'learning';
    accountIds: string[];
    title: { id: string; en: string };
    body: { id: string; en: string };
    link: string | null;
  };
  /** A certificate's public status changed other than by date (features/certification): its pages show it at once. */
  'certificate.revoked': { certificateId: string };
  /** An employer published, changed, closed or deleted a vacancy (features/jobs): the public site's pages list them. */
  'vacancies.changed': Record<string, never>;
  'catalogue.companyRequested': {
    requestId: string;
    kind: 'learning-industrial' | 'link-and-match';
    company: string;
    participants: number;
    wanted: string;
  };
}

export type DomainEventName = keyof DomainEventMap;
type Listener<K extends DomainEventName> = (payload: DomainEventMap[K]) => Promise<void> | void;

export interface DomainEvents {
  emit<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): void;
  on<K extends DomainEventName>(name: K, listener: Listener<K>): void;
  /**
   * Hears the event on this instance and on every other one (through the fan-out): for what each instance keeps
   * for itself, such as a cache to empty. Such a listener must be safe to run once per instance (no mail, no rows).
   */
  onEveryInstance<K extends DomainEventName>(name: K, listener: Listener<K>): void;
}

interface AnnouncedEvent {
  kind: 'domain.event';
  origin: string;
  name: DomainEventName;
  payload: unknown;
}

function isAnnouncedEvent(message: unknown): message is AnnouncedEvent {
  if (typeof message !== 'object' || message === null) return false;
  const { kind, origin, name } = message as Partial<AnnouncedEvent>;
  return kind === 'domain.event' && typeof origin === 'string' && typeof name === 'string';
}

export function createDomainEvents(onError: (error: unknown, name: DomainEventName) => void, fanout?: Fanout): DomainEvents {
  const emitter = new EventEmitter();
  // Listeners for the events other instances announce; this instance's own announcements come back and are skipped.
  const everyInstance = new EventEmitter();
  const origin = randomUUID();
  const guarded =
    <K extends DomainEventName>(name: K, listener: Listener<K>) =>
    (payload: DomainEventMap[K]) => {
      // A listener's failure is logged, never thrown back into the request that announced the event.
      Promise.resolve()
        .then(() => listener(payload))
        .catch((error: unknown) => onError(error, name));
    };
  fanout?.subscribe((message) => {
    if (isAnnouncedEvent(message) && message.origin !== origin) everyInstance.emit(message.name, message.payload);
  });
  return {
    emit(name, payload) {
      emitter.emit(name, payload);
      if (fanout && everyInstance.listenerCount(name) > 0) {
        const announced: AnnouncedEvent = { kind: 'domain.event', origin, name, payload };
        fanout.publish(announced).catch((error: unknown) => onError(error, name));
      }
    },
    on(name, listener) {
      emitter.on(name, guarded(name, listener));
    },
    onEveryInstance(name, listener) {
      const run = guarded(name, listener);
      emitter.on(name, run);
      everyInstance.on(name, run);
    },
  };
}
