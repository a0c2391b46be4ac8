import { translate } from '@core/i18n/catalog';
import { localizePath, type Locale } from '@core/i18n/locales';
import type { AppContext } from '../../context';

interface Owner {
  legalName: string;
  fullname: string;
  email: string;
  locale: Locale;
}

/**
 * The operator's verdict by e-mail to the organisation's owner (its contact person), in the language they registered
 * in: verified links the login, rejected gives the reason and the contact page. Back to pending sends nothing (the
 * hub notification says it).
 */
export async function mailVerdict(ctx: AppContext, owner: Owner, verification: 'verified' | 'rejected', reason: string | null) {
  const { locale } = owner;
  const link = `${ctx.config.publicUrl}${localizePath(verification === 'verified' ? '/login' : '/contact-us', locale)}`;
  const params = { name: owner.legalName, person: owner.fullname, reason: reason ?? '', link };
  await ctx.mailer.send({
    to: owner.email,
    subject: translate(
      locale,
      verification === 'verified' ? 'partnerRegistration.mail.verifiedSubject' : 'partnerRegistration.mail.rejectedSubject',
      params,
    ),
    text: translate(locale, verification === 'verified' ? 'partnerRegistration.mail.verifiedBody' : 'partnerRegistration.mail.rejectedBody', params),
  });
}
