import { Type } from 'typebox';

/** GET /healthz and /readyz answers (not enveloped: load balancers read them); the 503 says why in the caller's language. */
export const healthAnswer = {
  200: Type.Object({ status: Type.Literal('ok') }),
  503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
} as const;
