import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import { localeFromAcceptLanguage, type Locale } from '@core/i18n/locales';

/** The caller's language: DESIGN 2, error and success messages follow Accept-Language (Indonesian by default). */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}

export function t(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translate(requestLocale(request), key, params);
}
