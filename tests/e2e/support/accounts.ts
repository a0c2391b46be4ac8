import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { captchaHeader } from './captcha';
import { savedSession, sessionFile, takeUpSession } from './sessions';
import { texts, type TestLocale } from './texts';

export const DEMO_TRAINEE = { email: 'trainee@demo.local', password: 'Demo@12345', fullname: 'Budi Santoso' };

/** An address no earlier run has used: the suite registers its own users. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Fills and sends the login form of the given language. */
export async function logInThroughForm(page: Page, locale: TestLocale, email: string, password: string): Promise<void> {
  const t = texts[locale];
  // The page's script must have run (a form submitted before hydration would post natively, not log in).
  await page.waitForLoadState('load');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.loginButton, exact: true }).click();
}

/** The API key the gateway writes into every page, so tests can call the API as the site does. */
export async function apiKeyOf(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/login')).text();
  const key = html.match(/<meta name="bisa-api-key" content="([^"]+)"/)?.[1];
  if (!key) throw new Error('The served page carries no API key');
  return key;
}

/** Registers a user through the API, for tests whose subject is not registration itself. */
export async function registerThroughApi(request: APIRequestContext, user: { email: string; password: string; fullname: string }): Promise<void> {
  const apiKey = await apiKeyOf(request);
  const response = await request.post('/api/cm/account-user/register', {
    headers: { 'x-api-key': apiKey, ...(await captchaHeader(request, apiKey, 'register')) },
    data: { ...user, accountType: 'trainee' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The demo accounts' password (server/src/db/seed.ts, README). */
export const DEMO_PASSWORD = 'Demo@12345';

const DEMO_DOMAIN = '@demo.local';

/** Logs a demo role in through the Indonesian login form and saves its session for the specs (sessions.ts). */
export async function saveDemoSession(page: Page, slug: string): Promise<void> {
  await logInThroughFormAndWait(page, 'id', `${slug}${DEMO_DOMAIN}`, DEMO_PASSWORD);
  await page.context().storageState({ path: sessionFile(slug) });
}

async function logInThroughFormAndWait(page: Page, locale: TestLocale, email: string, password: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`${texts[locale].prefix}/login`);
  await logInThroughForm(page, locale, email, password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Leaves any earlier session and arrives logged in where the login form's redirect leads (the member area of the
 * language). A demo role takes up its session saved by the setup project (logged in through the form again, in a
 * context of its own, when it runs short); anyone else logs in through the form.
 */
export async function logIn(page: Page, email: string, { locale = 'id', password = DEMO_PASSWORD }: { locale?: TestLocale; password?: string } = {}) {
  const slug = email.endsWith(DEMO_DOMAIN) && password === DEMO_PASSWORD ? email.slice(0, -DEMO_DOMAIN.length) : null;
  if (!slug) return logInThroughFormAndWait(page, locale, email, password);
  let state = savedSession(slug);
  if (!state) {
    const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      await saveDemoSession(await context.newPage(), slug);
    } finally {
      await context.close();
    }
    state = savedSession(slug)!;
  }
  await takeUpSession(page, state);
  await page.goto(`${texts[locale].prefix}/member`);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}
