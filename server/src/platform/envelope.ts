import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '@core/i18n/catalog';
import { t } from './locale';

/** DESIGN 2: the {statusCode, message, data} envelope of the main, md, certification, cm and jp families. */
export function envelope<T>(request: FastifyRequest, reply: FastifyReply, data: T, messageKey: MessageKey = 'messages.ok', statusCode = 200) {
  reply.code(statusCode);
  return { statusCode, message: t(request, messageKey), data };
}
