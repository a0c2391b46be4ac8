import { describe, expect, it } from 'vitest';
import { errorReasonOf, GatewayError, NoResponseError, normalizeError, parseErrorMessage } from '@core/errors/parseError';

describe('parseErrorMessage (SPEC 8 order)', () => {
  it('prefers the server message field', () => {
    expect(parseErrorMessage(new GatewayError(400, 'Bad Request', { message: 'Email already used' }))).toBe('Email already used');
  });

  it('uses the status text when the body has no message', () => {
    expect(parseErrorMessage(new GatewayError(502, 'Bad Gateway', { statusCode: 502 }))).toBe('Bad Gateway');
    expect(parseErrorMessage(new GatewayError(502, 'Bad Gateway', { message: '' }))).toBe('Bad Gateway');
    expect(parseErrorMessage(new GatewayError(502, 'Bad Gateway', '<html>proxy error</html>'))).toBe('Bad Gateway');
  });

  it("falls back to the error's own message when there is neither", () => {
    expect(parseErrorMessage(new GatewayError(418, '', null))).toBe('HTTP 418');
  });

  it('says no response was received when the request got no answer', () => {
    expect(parseErrorMessage(new NoResponseError(new TypeError('fetch failed')))).toBe('No response received from the server');
  });

  it("uses any other error's own message", () => {
    expect(parseErrorMessage(new Error('boom'))).toBe('boom');
    expect(parseErrorMessage('plain text')).toBe('plain text');
  });

  it('reads the message field of a plain object, else says no response', () => {
    expect(parseErrorMessage({ message: 'from object' })).toBe('from object');
    expect(parseErrorMessage({})).toBe('No response received from the server');
    expect(parseErrorMessage(undefined)).toBe('No response received from the server');
  });
});

describe('normalizeError (SPEC 8)', () => {
  it("takes the status of a gateway error's response", () => {
    expect(normalizeError(new GatewayError(404, 'Not Found', { message: 'Program not found' }))).toEqual({
      message: 'Program not found',
      status: 404,
    });
  });

  it('takes a status carried by the error itself', () => {
    expect(normalizeError({ status: 403, message: 'Forbidden here' })).toEqual({ message: 'Forbidden here', status: 403 });
    expect(normalizeError(Object.assign(new Error('teapot'), { status: 418 }))).toEqual({ message: 'teapot', status: 418 });
  });

  it('takes the status of an attached response', () => {
    expect(normalizeError({ message: 'Gone', response: { status: 410 } }).status).toBe(410);
    expect(normalizeError(new Response(null, { status: 404 })).status).toBe(404);
  });

  it('defaults the status to 500', () => {
    expect(normalizeError(new Error('boom'))).toEqual({ message: 'boom', status: 500 });
    expect(normalizeError(new NoResponseError()).status).toBe(500);
    expect(normalizeError('text').status).toBe(500);
    expect(normalizeError({ status: '404' }).status).toBe(500);
  });

  it('serialises a plain object without a message', () => {
    expect(normalizeError({ code: 'E_FAIL', detail: [1, 2] })).toEqual({
      message: '{"code":"E_FAIL","detail":[1,2]}',
      status: 500,
    });
  });

  it('survives values JSON cannot serialise', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(normalizeError(circular)).toEqual({ message: '[object Object]', status: 500 });
    expect(normalizeError(undefined)).toEqual({ message: 'undefined', status: 500 });
  });
});

describe('errorReasonOf', () => {
  it('reads the reason code beside the message, and nothing when the body has none or it is not text', () => {
    expect(errorReasonOf(new GatewayError(409, 'Conflict', { message: 'Bayar dulu', data: { reason: 'not-paid' } }))).toBe('not-paid');
    expect(errorReasonOf(new GatewayError(409, 'Conflict', { message: 'Bayar dulu', data: null }))).toBeUndefined();
    expect(errorReasonOf(new GatewayError(409, 'Conflict', { data: { reason: 7 } }))).toBeUndefined();
    expect(errorReasonOf(new GatewayError(502, 'Bad Gateway', null))).toBeUndefined();
  });
});
