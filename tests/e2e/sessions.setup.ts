import { expect, test as setup } from '@playwright/test';
import { ROLES, ROLE_SLUG } from '@core/rules/roles';
import { SESSION_COOKIES } from '@core/session/names';
import { saveDemoSession } from './support/accounts';
import { savedSession } from './support/sessions';

// Every demo role logs in once through the login form; the specs take up the saved sessions (support/sessions.ts).
for (const role of ROLES) {
  setup(`${role} logs in through the login form`, async ({ page }) => {
    await saveDemoSession(page, ROLE_SLUG[role]);
    const names = savedSession(ROLE_SLUG[role])?.cookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([SESSION_COOKIES.token, SESSION_COOKIES.refreshToken, SESSION_COOKIES.expiredToken]));
  });
}
