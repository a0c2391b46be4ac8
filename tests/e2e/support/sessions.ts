import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { SESSION_COOKIES } from '@core/session/names';

/**
 * The demo roles' sessions, each logged in once through the login form by the `sessions` setup project
 * (sessions.setup.ts) and kept as Playwright storage state, so the specs do not pay a login form per test. One
 * folder per gateway port: each shard (`E2E_SHARDS`) has its own gateway and database.
 */
const SESSIONS_DIR = fileURLToPath(new URL(`../.sessions/${process.env.E2E_PORT ?? 3100}/`, import.meta.url));

export function sessionFile(slug: string): string {
  mkdirSync(SESSIONS_DIR, { recursive: true });
  return path.join(SESSIONS_DIR, `${slug}.json`);
}

/**
 * A saved session is used only while its access token has this much life left: a token that ran out inside a test
 * would be refreshed there, which rotates the refresh token every later test would present (a reuse, which revokes
 * the family). Longer than the longest test's timeout.
 */
const LIFE_LEFT_MS = 6 * 60_000;

export interface StorageState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The saved session of a demo role, or null when there is none or its access token runs out soon. */
export function savedSession(slug: string): StorageState | null {
  const file = sessionFile(slug);
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const expiry = state.cookies.find((cookie) => cookie.name === SESSION_COOKIES.expiredToken)?.value;
  return expiry && Date.parse(decodeURIComponent(expiry)) - Date.now() > LIFE_LEFT_MS ? state : null;
}

/** Leaves the page's session and takes up the saved one: its cookies, and the profile kept in localStorage. */
export async function takeUpSession(page: Page, state: StorageState): Promise<void> {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies(state.cookies);
  // localStorage is written by a page of the origin: robots.txt is the cheapest one.
  await page.goto('/robots.txt');
  await page.evaluate(
    (entries) => {
      localStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
    },
    state.origins.flatMap((origin) => origin.localStorage),
  );
}
