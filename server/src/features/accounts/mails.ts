import { translate } from '@core/i18n/catalog';
import { localizePath, type Locale } from '@core/i18n/locales';
import type { PartnerKind } from '@core/organisations/partnerRegistration';
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
    /** SPEC 1's partner registration, to each operator in their language, with the console's page of the organisation. */
    partnerRegistered: (to: Recipient, partner: PartnerMailDetails) =>
      mailer.send({
        to: to.email,
        subject: translate(to.locale, 'partnerRegistration.mail.operatorSubject', { name: partner.name }),
        text: translate(to.locale, 'partnerRegistration.mail.operatorBody', {
          ...partner,
          kind: translate(to.locale, `partnerRegistration.kinds.${partner.kind}`),
          link: `${publicUrl}/member/admin-organisations/${partner.organisationId}`,
        }),
      }),
  };
}

export interface PartnerMailDetails {
  organisationId: string;
  name: string;
  kind: PartnerKind;
  npwp: string;
  contact: string;
  position: string;
  email: string;
  phone: string;
}

export type AccountMails = ReturnType<typeof accountMails>;

/** What the routes that mail a person (registration, confirmation resend, forgotten password) are given. */
export interface MailingRouteDeps {
  ctx: AppContext;
  mails: AccountMails;
  perIp: RateLimiter;
  perEmail: RateLimiter;
}
