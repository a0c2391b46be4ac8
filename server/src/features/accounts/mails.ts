import { translate } from '@core/i18n/catalog';
import { localizePath, type Locale } from '@core/i18n/locales';
import type { AppContext } from '../../context';
import type { Mailer } from '../../platform/mail';
import type { RateLimiter } from '../../platform/rateLimiter';

interface Recipient {
  email: string;
  fullname: string;
  locale: Locale;
}

function link(publicUrl: string, path: string, locale: Locale, token: string): string {
  return `${publicUrl}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`;
}

/** The e-mails of the account flows, in the language the person registered in. */
export function accountMails(mailer: Mailer, publicUrl: string) {
  return {
    confirmEmail: (to: Recipient, token: string) =>
      mailer.send({
        to: to.email,
        subject: translate(to.locale, 'mail.confirmSubject'),
        text: translate(to.locale, 'mail.confirmBody', { name: to.fullname, link: link(publicUrl, '/email-confirm', to.locale, token) }),
      }),
    resetPassword: (to: Recipient, token: string) =>
      mailer.send({
        to: to.email,
        subject: translate(to.locale, 'mail.resetSubject'),
        text: translate(to.locale, 'mail.resetBody', { name: to.fullname, link: link(publicUrl, '/reset-password', to.locale, token) }),
      }),
  };
}

export type AccountMails = ReturnType<typeof accountMails>;

/** What the routes that mail a person (registration, confirmation resend, forgotten password) are given. */
export interface MailingRouteDeps {
  ctx: AppContext;
  mails: AccountMails;
  perIp: RateLimiter;
  perEmail: RateLimiter;
}
