import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageKey, MessageParams } from '@core/i18n/catalog';
import { HttpError } from './httpError';
import { t } from './locale';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** 'body.email' style paths from ajv's issues; a missing property names itself. */
function fieldOf(issue: ValidationIssue): string {
  const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = issue.params.missingProperty ?? issue.params.additionalProperty;
  return typeof missing === 'string' ? (base ? `${base}.${missing}` : missing) : base || '(body)';
}

function issueKey(issue: ValidationIssue): MessageKey {
  if (issue.keyword === 'required') return 'validation.required';
  if (issue.keyword === 'type') return 'errors.fieldType';
  if (issue.keyword === 'additionalProperties') return 'errors.fieldUnknown';
  return 'errors.fieldInvalid';
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
  params: MessageParams,
  errors?: Record<string, string>,
  data: unknown = null,
) {
  return reply.code(status).send({
    statusCode: status,
    message: t(request, key, params),
    data,
    ...(errors && Object.keys(errors).length ? { errors } : {}),
    // The id in every log line of this request (logging.ts): what a caller quotes to support for a failure.
    requestId: request.id,
  });
}

/**
 * One place turns every failure into the envelope, in the caller's language. Bad input is always a 4xx
 * that names the problem; only a fault of ours is a 500, and its details go to the log, not the caller.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, key]) => [field, t(request, key)]));
      return send(request, reply, error.statusCode, error.messageKey, error.params, errors, error.data);
    }
    if (error.validation) {
      const issues = error.validation as unknown as ValidationIssue[];
      const errors = Object.fromEntries(
        issues.map((issue) => [fieldOf(issue), t(request, issueKey(issue), { type: String(issue.params.type ?? '') })]),
      );
      const detail = Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      return send(request, reply, 400, 'errors.badRequest', { detail }, errors);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(request, reply, 400, 'errors.badJson', {});
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(request, reply, 413, 'errors.tooLarge', {});
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(request, reply, 415, 'errors.unsupportedMediaType', {});
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(request, reply, error.statusCode, 'errors.badRequest', { detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'errors.internal', {});
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, 'errors.routeNotFound', { method: request.method, url: request.url.split('?')[0] ?? '' }),
  );
});
