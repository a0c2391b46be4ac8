import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { catalogs, type Locale } from '../core';
import { indonesianMessages } from './ra-language-indonesian';

const LOCALE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

/**
 * react-admin's `ra.*` messages plus our catalog's top-level groups (member.*, common.*, …), which never
 * collide with `ra`. Indonesian lies over English so a key missing from our translation shows in English.
 */
export const memberMessages: Record<Locale, TranslationMessages> = {
  en: mergeTranslations(englishMessages, catalogs.en),
  id: mergeTranslations(englishMessages, indonesianMessages, catalogs.id),
};

/**
 * The locale is fixed by the URL (/en/member is English), so the provider knows only that one locale:
 * react-admin then shows no in-app language menu, and the IND/ENG toggle changes the URL instead.
 */
export function createI18nProvider(locale: Locale): I18nProvider {
  return polyglotI18nProvider((requested) => memberMessages[requested === 'en' ? 'en' : 'id'], locale, [
    { locale, name: LOCALE_NAMES[locale] },
  ]);
}
