import { useMemo, type ReactNode } from 'react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { AreaContext } from '../../src/shared/areaContext';
import englishMessages from 'ra-language-english';
import { createI18nProvider, memberMessages } from '../../src/app/i18n';
import { indonesianMessages } from '../../src/app/ra-language-indonesian';
import { MemberContext, type MemberContextValue } from '../../src/shared/memberContext';
import { MemberNotification } from '../../src/app/MemberNotification';
import { memberTheme } from '../../src/app/theme';
import { accountApi } from '@client/account/api';
import { createGateway } from '@client/gateway/client';
import { catalogs } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { areaOf } from '@core/rules/menus';
import { ROLE_ACCOUNT_TYPE, ROLE_SLUG, type RoleName } from '@core/rules/roles';
import type { MemberIdentity } from '@client/session/authProvider';
import { memoryCookieJar } from '@core/session/cookies';
import { createSessionStore, memoryStorage } from '@client/session/store';

export interface MemberStoryProps {
  role: RoleName;
  locale: Locale;
  emailConfirmed?: boolean;
  /** SPEC 3's myProfile.statusUser: 1 active. */
  statusUser?: number;
  /** The gateway's answers, for a story that reads data (by default every call answers data: null). */
  fetch?: typeof fetch;
}

/** A gateway that answers the calls these stories make, as the real one would. */
const storyFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ statusCode: 200, message: 'OK', data: null }), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A member of the given role signed in, as react-admin and the member app's context see one: identity, role,
 * translations in the story's language, the member theme and the toasts. AdminContext reuses the story's router.
 */
export function MemberStoryFrame({
  role,
  locale,
  emailConfirmed = true,
  statusUser = 1,
  fetch = storyFetch,
  children,
}: MemberStoryProps & { children: ReactNode }) {
  const member = useMemo<MemberContextValue>(() => {
    const session = createSessionStore(memoryCookieJar(), memoryStorage());
    const gateway = createGateway({ apiKey: 'story', session, fetch });
    return { session, gateway, account: accountApi(gateway), locale, sessionEvents: new EventTarget() };
  }, [locale, fetch]);
  const authProvider = useMemo<AuthProvider>(() => {
    const identity: MemberIdentity = {
      id: `story-${ROLE_SLUG[role]}`,
      fullName: 'Budi Santoso',
      profile: {
        userId: `story-${ROLE_SLUG[role]}`,
        email: `${ROLE_SLUG[role]}@demo.local`,
        fullname: 'Budi Santoso',
        roleName: role,
        accountType: ROLE_ACCOUNT_TYPE[role],
        photo: null,
        emailConfirmed,
      },
      statusUser,
    };
    return {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: async () => identity,
      getPermissions: async () => role,
      canAccess: async () => true,
    };
  }, [role, emailConfirmed, statusUser]);
  const i18nProvider = useMemo(
    () => createI18nProvider(locale, memberMessages(locale === 'id' ? indonesianMessages : englishMessages, catalogs[locale])),
    [locale],
  );
  return (
    <MemberContext.Provider value={member}>
      <AreaContext.Provider value={areaOf(role)}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} theme={memberTheme}>
          {children}
          <MemberNotification />
        </AdminContext>
      </AreaContext.Provider>
    </MemberContext.Provider>
  );
}
