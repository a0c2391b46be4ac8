import { createContext, useContext } from 'react';
import type { AccountApi } from '@client/account/api';
import type { Gateway } from '@client/gateway/client';
import type { Locale } from '@core/i18n/locales';
import type { SessionStore } from '@client/session/store';

/** What member pages need beyond react-admin's providers: the core client and the page's locale. */
export interface MemberContextValue {
  session: SessionStore;
  /** The gateway client: the data provider and the pages' own calls share its session and refresh. */
  gateway: Gateway;
  account: AccountApi;
  /** Fixed by the URL: /en/member is English, /member Indonesian. */
  locale: Locale;
  /** Receives an 'expired' event when the gateway could not refresh the session (SPEC 8). */
  sessionEvents: EventTarget;
}

export const SESSION_EXPIRED_EVENT = 'expired';

export const MemberContext = createContext<MemberContextValue | null>(null);

export function useMember(): MemberContextValue {
  const value = useContext(MemberContext);
  if (!value) throw new Error('useMember must be used inside <App>');
  return value;
}
