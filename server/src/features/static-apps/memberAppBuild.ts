import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { API_KEY_PLACEHOLDER } from '@core/config/apiKey';
import { localeOfPath } from '@core/i18n/locales';

/** The member app's build as the gateway serves it: its folder and its index.html. */
export interface BuiltApp {
  dir: string;
  html(): string | undefined;
}

/**
 * index.html names the hashed assets of the current build. In production it is read once (a deploy restarts
 * the process); in development it is read per request, so a rebuild under a running gateway is picked up.
 */
export function loadBuiltApp(dir: string, production: boolean): BuiltApp {
  const file = path.join(dir, 'index.html');
  const read = () => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  const once = production ? read() : undefined;
  return { dir, html: production ? () => once : read };
}

/** The gateway fills in what depends on the request and the configuration: the page language and the client API key. */
export function pageFor(app: BuiltApp, request: FastifyRequest, apiKey: string): string | undefined {
  const locale = localeOfPath(request.url.split('?')[0] ?? '/');
  return app.html()?.replace('<html lang="id">', `<html lang="${locale}">`).replaceAll(API_KEY_PLACEHOLDER, apiKey);
}
