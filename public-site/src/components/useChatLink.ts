import { chatLink } from '@core/rules/chatLink';
import { useLocale } from '../i18n/locale';
import { useSiteData } from '../siteData';

/** The chat link of SPEC 2 and 9 in the page's language, or undefined while no contact info is known. */
export function useChatLink(): string | undefined {
  const { contactInfo } = useSiteData();
  const locale = useLocale();
  return contactInfo ? chatLink(contactInfo.number, contactInfo.message[locale]) : undefined;
}
