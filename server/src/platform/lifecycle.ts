import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance should be sent requests: /readyz answers 503 while it starts and while it drains, so that
 * the proxy stops choosing it before it stops accepting (liveness, /healthz, says only that the process answers).
 */
export type ReadinessState = 'starting' | 'serving' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  serving(): void;
  draining(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    serving() {
      // Draining is final: a late "ready" must not send the proxy back to an instance on its way out.
      if (state === 'starting') state = 'serving';
    },
    draining() {
      state = 'draining';
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * SIGTERM's shutdown: /readyz turns 503 at once; after drainDelayMs (the proxy's health-check interval, so that it
 * has stopped sending new requests here) the gateway stops accepting, finishes the requests in flight, tells hub
 * clients to reconnect elsewhere (a Close with allowReconnect: the hub's preClose hook) and stops its workers after
 * their current job (their onClose hooks), in Fastify's close order.
 */
export async function shutDownGracefully(app: FastifyInstance, { drainDelayMs }: { drainDelayMs: number }): Promise<void> {
  app.readiness.draining();
  if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  await app.close();
}
