import { Link } from 'react-router';
import { useLocalizedPath, useT } from '../i18n/locale';
import { CONTACT_PATH } from './siteNavigation';
import { useChatLink } from './useChatLink';

/**
 * SPEC 2's "Contact us" entry: it opens the chat with the language's prefilled message in a new tab. Without
 * contact info (the gateway could not load it) it falls back to the /contact-us page
 * (docs/decisions/2026-11-22-foundations.md).
 */
export function ContactUsLink({ className }: { className: string }) {
  const t = useT();
  const to = useLocalizedPath();
  const chat = useChatLink();
  if (!chat) {
    return (
      <Link className={className} to={to(CONTACT_PATH)}>
        {t('site.nav.contactUs')}
      </Link>
    );
  }
  return (
    <a className={className} href={chat} target="_blank" rel="noopener noreferrer">
      {t('site.nav.contactUs')}
      <span className="visually-hidden"> {t('site.nav.newTab')}</span>
    </a>
  );
}
