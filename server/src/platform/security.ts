import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** DESIGN 4: CSP, frame-ancestors, nosniff and a referrer policy on every response. */
function helmetOptions(production: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The public site's /sw.js; its fetches are governed by connect-src.
        workerSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // On plain http (local runs) upgrading would send same-origin assets to an https port nobody serves.
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production,
  };
}

/**
 * Helmet's headers, worked out once. The headers do not depend on the request, and @fastify/helmet builds a new
 * helmet middleware (parsing every CSP directive again) for each request, which cost more than a health check.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const fail = (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  };
  helmet(helmetOptions(production))({} as never, recorder as never, fail);
  return headers;
}

export const securityHeadersPlugin = fp<{ production: boolean }>(async (app: FastifyInstance, { production }) => {
  const headers = securityHeaders(production);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
