/**
 * SPEC 8's generic error parser and normaliser, used by every loader and form of both apps.
 */

/** An error a gateway call rejects with: the HTTP status, the status text and the parsed body. */
export class GatewayError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown) {
    super(messageFromBody(body) ?? (statusText || `HTTP ${status}`));
    this.name = 'GatewayError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** A request that went out and got no answer (network down, timeout, CORS). */
export class NoResponseError extends Error {
  constructor(cause?: unknown) {
    super(NO_RESPONSE_MESSAGE, { cause });
    this.name = 'NoResponseError';
  }
}

export const NO_RESPONSE_MESSAGE = 'No response received from the server';

function messageFromBody(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/** The server's message field, else the status text, else 'No response received from the server', else the error's own message. */
export function parseErrorMessage(error: unknown): string {
  if (error instanceof GatewayError) return messageFromBody(error.body) ?? (error.statusText || error.message);
  if (error instanceof NoResponseError) return NO_RESPONSE_MESSAGE;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return messageFromBody(error) ?? NO_RESPONSE_MESSAGE;
}

export interface NormalizedError {
  message: string;
  status: number;
}

function numericStatus(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const status = (value as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

/** The message (or a serialised form of the error) and a status from the error or its response, 500 by default. */
export function normalizeError(error: unknown): NormalizedError {
  // SPEC 8 reads the status from the error or, failing that, from the response it carries (e.g. a fetch wrapper's error).
  const status = numericStatus(error) ?? numericStatus((error as { response?: unknown } | null | undefined)?.response) ?? 500;
  let message: string;
  if (error instanceof Error || typeof error === 'string') message = parseErrorMessage(error);
  else if (messageFromBody(error)) message = messageFromBody(error) as string;
  else {
    try {
      message = JSON.stringify(error) ?? String(error);
    } catch {
      message = String(error);
    }
  }
  return { message, status };
}

/** The machine-readable reason a gateway error carries beside its message (`data.reason`), when it has one. */
export function errorReasonOf(error: GatewayError): string | undefined {
  const body = error.body as { data?: { reason?: unknown } } | null;
  const reason = typeof body === 'object' && body !== null ? body.data?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}
