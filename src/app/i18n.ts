import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import type { Catalog } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { menuFor } from '@core/rules/menus';

const LOCALE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

/**
 * Our catalog in one language. The member app downloads only the language of its URL: both catalogs together
 * are about 70 kB gzip, a fifth of the first load's budget.
 */
const CATALOGS: Record<Locale, () => Promise<Catalog>> = {
  en: () => import('@core/i18n/en').then((module) => module.en),
  id: () => import('@core/i18n/id').then((module) => module.id),
};

/**
 * react-admin's own messages in the language, each downloaded only for its URL. The Indonesian ones translate every
 * key of ra-language-english (tests/unit/memberI18n.test.ts fails on a key a react-admin release adds), so /member
 * needs no English underneath.
 */
const REACT_ADMIN: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import('ra-language-english').then((module) => withoutFinalStop(module.default)),
  id: () => import('./ra-language-indonesian').then((module) => module.indonesianMessages),
};

/**
 * react-admin's 404 page writes its own full stop after ra.message.not_found, which ra-language-english ends with
 * one already ("... a bad link.."); the Indonesian catalog leaves it out for the same reason.
 */
function withoutFinalStop(messages: TranslationMessages): TranslationMessages {
  const { message } = messages.ra;
  return { ...messages, ra: { ...messages.ra, message: { ...message, not_found: message.not_found.replace(/\.$/, '') } } };
}

/**
 * react-admin's `ra.*` messages plus our catalog's top-level groups (member.*, common.*, …), which never
 * collide with `ra`.
 */
export async function loadMemberMessages(locale: Locale): Promise<TranslationMessages> {
  const [reactAdmin, catalog] = await Promise.all([REACT_ADMIN[locale](), CATALOGS[locale]()]);
  return memberMessages(reactAdmin, catalog);
}

/** The member app's messages from react-admin's and our catalog of one language (stories pass them in directly). */
export function memberMessages(reactAdmin: TranslationMessages, catalog: Catalog): TranslationMessages {
  return mergeTranslations(reactAdmin, catalog, resourceNames(catalog));
}

/**
 * react-admin names a resource in its own texts (an empty list, a delete confirmation) by resources.<name>.name,
 * else by the name itself ("Admin-orders"): the operator's resources are the Admin menu's segments, so each takes
 * its menu label.
 */
function resourceNames(catalog: Catalog): TranslationMessages {
  const labelOf = (key: string) => key.split('.').reduce<unknown>((group, part) => (group as Record<string, unknown> | undefined)?.[part], catalog);
  const names = menuFor('Admin').map((item) => [item.segment, { name: String(labelOf(item.labelKey) ?? item.segment) }]);
  return { resources: Object.fromEntries(names) } as unknown as TranslationMessages;
}

/**
 * The locale is fixed by the URL (/en/member is English), so the provider knows only that one locale, with the
 * messages loadMemberMessages gave for it: react-admin then shows no in-app language menu, and the IND/ENG toggle
 * changes the URL instead.
 */
export function createI18nProvider(locale: Locale, messages: TranslationMessages): I18nProvider {
  return polyglotI18nProvider(() => messages, locale, [{ locale, name: LOCALE_NAMES[locale] }]);
}
