import type { I18nProvider } from 'react-admin';
import type { Catalog } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';

/**
 * The catalog groups the member app loads with the pages that show them, not before its first page (each page
 * folder's index names its own, src/shared/lazyPages.ts). The whole catalog up front was 36.4 kB gzip of the first
 * load (299.7 kB of a 300 kB budget); the shell's own groups (src/app/shellMessages.*.ts) are what it still loads
 * before rendering.
 */
export const MESSAGE_PART_NAMES = [
  'validation',
  'errors',
  'messages',
  'profile',
  'catalogue',
  'cart',
  'content',
  'organisations',
  'forms',
  'checkout',
  'invoice',
  'payments',
  'operator',
  'myPrograms',
  'transactions',
  'certification',
  'lspPages',
  'certificationPages',
  'jobQueue',
  'siteAnalytics',
  'locations',
  'jobPages',
  'jobSeekerPages',
  'companyProfile',
  'jobProfile',
  'employerPages',
  'candidatePages',
  'talentSource',
  'partnerRegistration',
  'screeningTests',
  'trainerDashboard',
  'classOps',
  'learner',
  'studio',
  'scorm',
  'calendarForum',
] as const satisfies readonly (keyof Catalog)[];

export type MessagePart = (typeof MESSAGE_PART_NAMES)[number];

/** Each group's loader in one language: each group's file is a chunk of its own. */
export type MessagePartLoaders = { [Part in MessagePart]: () => Promise<Catalog[Part]> };

/**
 * The loaders of each language, themselves a chunk per language that the i18n provider fetches while the first page
 * loads: in the entry chunk, both languages' 72 loaders (with their chunks' names) were 1.75 kB gzip.
 */
export const MESSAGE_PART_LOADERS: Record<Locale, () => Promise<MessagePartLoaders>> = {
  id: () => import('./messagePartLoaders.id').then((module) => module.indonesianParts),
  en: () => import('./messagePartLoaders.en').then((module) => module.englishParts),
};

/**
 * What the member app's i18n provider (src/app/i18n.ts) adds to react-admin's: which groups it has, and loading more.
 * A provider without it (a story's, made from the whole catalog) has every group already.
 */
export interface MessagePartsLoader {
  hasMessageParts(parts: readonly MessagePart[]): boolean;
  loadMessageParts(parts: readonly MessagePart[]): Promise<void>;
}

export function messagePartsLoaderOf(i18nProvider: I18nProvider): MessagePartsLoader | undefined {
  const candidate = i18nProvider as Partial<MessagePartsLoader>;
  return typeof candidate.hasMessageParts === 'function' && typeof candidate.loadMessageParts === 'function'
    ? (candidate as MessagePartsLoader)
    : undefined;
}
