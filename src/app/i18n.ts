import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import type { Catalog } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { menuFor } from '@core/rules/menus';
import { MESSAGE_PART_LOADERS, type MessagePart, type MessagePartLoaders, type MessagePartsLoader } from '../shared/messageParts';
import type { ShellCatalog } from './shellMessages.en';

const LOCALE_NAMES: Record<Locale, string> = { id: 'Bahasa Indonesia', en: 'English' };

/**
 * The shell's catalog groups in one language (./shellMessages.*.ts). The member app downloads only the language of
 * its URL, and of it only what the shell shows before any page: the whole catalog was 36.4 kB gzip of the first
 * load; each page's groups load with the page (src/shared/lazyPages.ts).
 */
const SHELL_CATALOGS: Record<Locale, () => Promise<ShellCatalog>> = {
  en: () => import('./shellMessages.en').then((module) => module.shellMessagesEn),
  id: () => import('./shellMessages.id').then((module) => module.shellMessagesId),
};

/**
 * react-admin's own messages in the language, each downloaded only for its URL. The Indonesian ones translate every
 * key of ra-language-english (tests/unit/memberI18n.test.ts fails on a key a react-admin release adds), so /member
 * needs no English underneath.
 */
const REACT_ADMIN: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import('./ra-language-english').then((module) => module.englishMessages),
  id: () => import('./ra-language-indonesian').then((module) => module.indonesianMessages),
};

/**
 * The messages the member app starts with: react-admin's `ra.*` messages plus the shell's catalog groups (member.*,
 * common.*, …), which never collide with `ra`.
 */
export async function loadMemberMessages(locale: Locale): Promise<TranslationMessages> {
  const [reactAdmin, catalog] = await Promise.all([REACT_ADMIN[locale](), SHELL_CATALOGS[locale]()]);
  return memberMessages(reactAdmin, catalog);
}

/**
 * The member app's messages from react-admin's and our catalog's groups of one language: the shell's, or the whole
 * catalog (stories pass it in directly, and their pages then load nothing more).
 */
export function memberMessages(reactAdmin: TranslationMessages, catalog: ShellCatalog & Partial<Catalog>): TranslationMessages {
  return mergeTranslations(reactAdmin, catalog, resourceNames(catalog));
}

/**
 * react-admin names a resource in its own texts (an empty list, a delete confirmation) by resources.<name>.name,
 * else by the name itself ("Admin-orders"): the operator's resources are the Admin menu's segments, so each takes
 * its menu label.
 */
function resourceNames(catalog: ShellCatalog): TranslationMessages {
  const labelOf = (key: string) => key.split('.').reduce<unknown>((group, part) => (group as Record<string, unknown> | undefined)?.[part], catalog);
  const names = menuFor('Admin').map((item) => [item.segment, { name: String(labelOf(item.labelKey) ?? item.segment) }]);
  return { resources: Object.fromEntries(names) } as unknown as TranslationMessages;
}

/** The member app's i18n provider: react-admin's, and the catalog groups of its pages on demand. */
export type MemberI18nProvider = I18nProvider & MessagePartsLoader;

/**
 * The locale is fixed by the URL (/en/member is English), so the provider knows only that one locale, with the
 * messages loadMemberMessages gave for it: react-admin then shows no in-app language menu, and the IND/ENG toggle
 * changes the URL instead.
 *
 * A page's catalog groups join the messages when the page first loads (src/shared/lazyPages.ts):
 * ra-i18n-polyglot reads the messages again when its locale is set, so setting the same locale once the groups
 * are in makes their keys translate, and the page renders only after that. Nothing else re-renders: what is on
 * screen already has its texts.
 */
export function createI18nProvider(locale: Locale, messages: TranslationMessages): MemberI18nProvider {
  let current = messages;
  // The groups the provider translates from: a group is in `current` a moment before polyglot reads it again.
  const translated = new Set(Object.keys(messages));
  const loading = new Map<MessagePart, Promise<void>>();
  let loaders: Promise<MessagePartLoaders> | undefined;
  const provider = polyglotI18nProvider(() => current, locale, [{ locale, name: LOCALE_NAMES[locale] }]);
  const has = (part: MessagePart) => translated.has(part);
  const loadersOfLocale = () =>
    (loaders ??= MESSAGE_PART_LOADERS[locale]().catch((error: unknown) => {
      loaders = undefined;
      throw error;
    }));
  const load = (part: MessagePart) => {
    let pending = loading.get(part);
    if (!pending) {
      pending = loadersOfLocale()
        .then((loader): Promise<TranslationMessages[string]> => loader[part]())
        .then(
          (texts) => {
            current = { ...current, [part]: texts };
          },
          (error: unknown) => {
            loading.delete(part);
            throw error;
          },
        );
      loading.set(part, pending);
    }
    return pending;
  };
  return {
    ...provider,
    hasMessageParts: (parts) => parts.every(has),
    loadMessageParts: async (parts) => {
      const missing = parts.filter((part) => !has(part));
      if (missing.length === 0) return;
      await Promise.all(missing.map(load));
      if (missing.every(has)) return;
      const applying = current;
      await provider.changeLocale(locale);
      for (const part of Object.keys(applying)) translated.add(part);
    },
  };
}
