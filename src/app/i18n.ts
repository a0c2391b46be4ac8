import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { catalogs } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { menuFor } from '@core/rules/menus';
import { indonesianMessages } from './ra-language-indonesian';

const LOCALE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

/**
 * react-admin's `ra.*` messages plus our catalog's top-level groups (member.*, common.*, …), which never
 * collide with `ra`. Indonesian lies over English so a key missing from our translation shows in English.
 */
export const memberMessages: Record<Locale, TranslationMessages> = {
  en: mergeTranslations(englishMessages, catalogs.en, resourceNames('en')),
  id: mergeTranslations(englishMessages, indonesianMessages, catalogs.id, resourceNames('id')),
};

/**
 * react-admin names a resource in its own texts (an empty list, a delete confirmation) by resources.<name>.name,
 * else by the name itself ("Admin-orders"): the operator's resources are the Admin menu's segments, so each takes
 * its menu label.
 */
function resourceNames(locale: Locale): TranslationMessages {
  const labelOf = (key: string) =>
    key.split('.').reduce<unknown>((group, part) => (group as Record<string, unknown> | undefined)?.[part], catalogs[locale]);
  const names = menuFor('Admin').map((item) => [item.segment, { name: String(labelOf(item.labelKey) ?? item.segment) }]);
  return { resources: Object.fromEntries(names) } as unknown as TranslationMessages;
}

/**
 * The locale is fixed by the URL (/en/member is English), so the provider knows only that one locale:
 * react-admin then shows no in-app language menu, and the IND/ENG toggle changes the URL instead.
 */
export function createI18nProvider(locale: Locale): I18nProvider {
  return polyglotI18nProvider((requested) => memberMessages[requested === 'en' ? 'en' : 'id'], locale, [{ locale, name: LOCALE_NAMES[locale] }]);
}
