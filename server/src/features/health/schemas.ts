/** GET /healthz and /readyz answers (not enveloped: load balancers read them); the 503 says why in the caller's language. */
export const healthAnswer = {
  200: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'ok' } } },
  503: {
    type: 'object',
    required: ['status', 'message'],
    properties: { status: { type: 'string', const: 'unavailable' }, message: { type: 'string' } },
  },
} as const;
