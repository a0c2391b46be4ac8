import type { Challenge } from 'altcha/lib';
import { CAPTCHA_HEADER, type CaptchaAction } from '@core/site/captcha';
import { browserClient } from '../client';

/**
 * Executes the proof-of-work captcha for one form's action (SPEC 7) and answers the header its request carries.
 * ALTCHA's solver is loaded only now, when a form is sent: pages without these forms never load it.
 */
export async function captchaHeaders(action: CaptchaAction): Promise<Record<string, string>> {
  const gateway = browserClient().gateway.main;
  const [challenge, { solveChallenge, sha }] = await Promise.all([
    gateway.get<Challenge>(`/captcha/challenge?action=${action}`),
    import('altcha/lib'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey: sha.deriveKey });
  // Unsolved (timed out): the request goes without it and the gateway answers with its message.
  if (!solution) return {};
  return { [CAPTCHA_HEADER]: btoa(JSON.stringify({ challenge, solution })) };
}
