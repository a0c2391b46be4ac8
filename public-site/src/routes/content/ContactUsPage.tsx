import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { byLocale } from '@core/content/localized';
import type { ContactUsContent } from '@core/content/types';
import { Notice } from '../../components/Notice';
import { ContactMessageForm } from '../../content/ContactMessageForm';
import { loadOr } from '../../content/contentLoad';
import { usePageHead } from '../../hooks/usePageHead';
import { useLocale, useT } from '../../i18n/locale';
import { island } from '../../islands/Island';

/** What the page shows when the content cannot be loaded: the headings, and no addresses (never invented ones). */
const DEFAULT_CONTENT: ContactUsContent = {
  headingId: 'Hubungi Kami',
  headingEn: 'Contact Us',
  titleId: 'Kami siap membantu Anda',
  titleEn: 'We are happy to help you',
  office: { titleId: 'Kantor', titleEn: 'Office', address: '' },
  phone: { titleId: 'Telepon', titleEn: 'Phone', content_number_phone: [] },
  enquires: { titleId: 'Pertanyaan', titleEn: 'Enquiries', content_email: [] },
  social_media: [],
};

// The message form is the page's one interactive part: hydrated on first use (a press of Send before that is repeated).
const ContactMessageFormIsland = island('contactMessageForm', ContactMessageForm, 'interaction');

export async function contactUsLoader({ context }: LoaderFunctionArgs) {
  const content = await loadOr(context, 'v2', '/api/globals/contact-us-content', DEFAULT_CONTENT);
  return { content: content.value, failed: content.failed };
}

/**
 * SPEC 2's contact us (an island page): the office, phone numbers, e-mail addresses and social media, and the
 * message form (an island).
 */
export function ContactUsPage() {
  const { content, failed } = useLoaderData<typeof contactUsLoader>();
  const t = useT();
  const locale = useLocale();
  const heading = byLocale(locale, content.headingId, content.headingEn);
  const title = byLocale(locale, content.titleId, content.titleEn);
  usePageHead(heading, title);
  return (
    <div className="content-page contact-page">
      <h1 id="page-title">{heading}</h1>
      <p className="lead">{title}</p>
      {failed && <Notice tone="error">{t('content.loadFailed')}</Notice>}
      <div className="contact-grid">
        <div className="contact-details">
          <section aria-labelledby="contact-office-heading">
            <h2 id="contact-office-heading">{byLocale(locale, content.office.titleId, content.office.titleEn)}</h2>
            <address>{content.office.address}</address>
          </section>
          <section aria-labelledby="contact-phone-heading">
            <h2 id="contact-phone-heading">{byLocale(locale, content.phone.titleId, content.phone.titleEn)}</h2>
            <ul>
              {content.phone.content_number_phone.map((phone) => (
                <li key={phone.id}>
                  <a href={`tel:${phone.number.replace(/[^+\d]/g, '')}`}>{phone.number}</a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-email-heading">
            <h2 id="contact-email-heading">{byLocale(locale, content.enquires.titleId, content.enquires.titleEn)}</h2>
            <ul>
              {content.enquires.content_email.map((email) => (
                <li key={email.id}>
                  <a href={`mailto:${email.email}`}>{email.email}</a>
                </li>
              ))}
            </ul>
          </section>
          {content.social_media.length > 0 && (
            <section aria-labelledby="contact-social-heading">
              <h2 id="contact-social-heading">{t('content.contact.social')}</h2>
              <ul>
                {content.social_media.map((social) => (
                  <li key={social.id}>
                    <a href={social.url} rel="noopener noreferrer" target="_blank">
                      {social.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <ContactMessageFormIsland />
      </div>
    </div>
  );
}
