import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, type APIRequestContext } from '@playwright/test';
import { CAPTCHA_HEADER, type CaptchaAction } from '@core/site/captcha';

/** Solves a captcha for `action` as the site's forms do (the e2e gateway's counter is small), for calls made through the API. */
export async function captchaHeader(request: APIRequestContext, apiKey: string, action: CaptchaAction): Promise<Record<string, string>> {
  const response = await request.get(`/api/main/captcha/challenge?action=${action}`, { headers: { 'x-api-key': apiKey } });
  expect(response.status(), await response.text()).toBe(200);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge was not solved');
  return { [CAPTCHA_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
