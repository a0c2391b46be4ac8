import type { Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import { en } from '@core/i18n/en';
import { id } from '@core/i18n/id';
import { indonesianMessages } from '../../../src/app/ra-language-indonesian';
import { transitionsDone } from './accessibility';
import type { TestLocale } from './texts';

export { accessibilityProblems } from './accessibility';

/**
 * The page sweep's checks, made on one visit of a page: what used to be three visits (the language sweep, the
 * accessibility sweep and the learning pages' sweep) each loading the same URLs, plus the console and the server
 * HTML's markers. The look and the server-rendering specs keep their own visits: they check values, not presence.
 */

/** Every text leaf of a catalog. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/**
 * The texts a page of one language must not show: those only the other language has. Texts with placeholders are
 * left out (a shown text has them filled), and so are one-word texts, which are often the same word in both
 * languages ("Status", "E-mail") or a name.
 */
function foreignTexts(own: unknown[], other: unknown[]): Set<string> {
  const ownTexts = new Set(own.flatMap(leaves));
  return new Set(
    other
      .flatMap(leaves)
      .map((text) => text.trim())
      .filter((text) => !ownTexts.has(text) && !text.includes('%{') && /\s/.test(text) && text.length >= 8),
  );
}

const FOREIGN: Record<TestLocale, Set<string>> = {
  id: foreignTexts([id, indonesianMessages], [en, englishMessages]),
  en: foreignTexts([en, englishMessages], [id, indonesianMessages]),
};

/**
 * Words of one language that are never the other's and never a name here: on a page's controls and labels they are
 * the other language's text (a role, a tab, a button left untranslated). Whole words, any case (tabs are shown in
 * capitals by CSS; their text is not). docs/glossary.md gives each term's words in both languages.
 */
const OTHER_LANGUAGE_WORDS: Record<TestLocale, RegExp> = {
  id: /\b(assessors?|assessees?|assigned|submit|cancel|schedules|appeals)\b/i,
  en: /\b(jadwal|skema|asesor|asesi|simpan|batal|banding|peserta|pelamar|lowongan)\b/i,
};
/**
 * Where those words are looked for: the page's own words (controls, tabs, table and field labels, chips, the
 * description lists' terms and values), not headings or text blocks, which may hold content such as a news title.
 */
const CONTROL_TEXTS =
  'button, [role="tab"], [role="columnheader"], th, label, legend, dt, dd, [role="menuitem"], .MuiChip-label, .MuiFormHelperText-root';

/** A text that looks like a dotted catalog key (learner.course.title) shown instead of its translation. */
const CATALOG_KEY = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z]+\.[a-zA-Z.]+\b/g;
/** A host name shown as text (bisa.co.id, www.company.co.id) looks like a key but is none. */
const HOST_NAME = /^(www\.)?([a-z0-9-]+\.)+(id|com|org|net|local|test)$/;

/**
 * An ISO date (2026-12-01, or a date-time) shown to a person: dates go through the locale's formatter
 * (@core/format/dates). A certificate number (JWD-LSPTD-2026-000042) or an id does not look like one.
 */
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?\b/g;

export function isoDatesIn(texts: string[]): string[] {
  return [...new Set(texts.flatMap((text) => text.match(ISO_DATE) ?? []))];
}

/** The page's level-1 heading is missing (every page has one: the screen readers' first landmark). */
export async function headingProblems(page: Page): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  return heading
    .waitFor({ timeout: 10_000 })
    .then(() => [])
    .catch(() => ['no level-1 heading']);
}

/**
 * Waits until the page has settled: no loader left (react-admin's, MUI's indeterminate spinners and bars, the
 * skeletons) and no transition running. A progress bar with a value (a course's progress) is content, not a loader:
 * waiting for every `progressbar` to go cost 10 s on each page that shows one.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'), undefined, {
    timeout: 15_000,
  });
  await transitionsDone(page);
}

/** What is wrong with the page now shown in the language: other-language texts, catalog keys, a width beyond the screen's. */
export async function pageProblems(page: Page, locale: TestLocale): Promise<string[]> {
  const { lines, mainTexts, controlTexts, width, screen } = await page.evaluate((selector) => {
    const main = document.querySelector('main, [role="main"], #main-content');
    // Text by text, links left out of the key check: an online session's address is no catalog key.
    const texts: string[] = [];
    const walker = document.createTreeWalker(main ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('a')) texts.push(node.textContent ?? '');
    return {
      lines: document.body.innerText.split('\n').map((line) => line.trim()),
      mainTexts: texts,
      // textContent, not innerText: the words as written, not as CSS capitalises them.
      controlTexts: [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim()).filter(Boolean),
      width: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    };
  }, CONTROL_TEXTS);
  const problems = [...new Set(lines.filter((line) => FOREIGN[locale].has(line)))].map((line) => `other language: "${line}"`);
  // An e-mail address is the person's data (assessor@demo.local), not the page's words.
  const foreignWords = controlTexts.filter((text) => OTHER_LANGUAGE_WORDS[locale].test(text.replace(/\S+@\S+/g, '')));
  problems.push(...[...new Set(foreignWords)].map((text) => `other language's word: "${text}"`));
  const keys = mainTexts.flatMap((text) => text.match(CATALOG_KEY) ?? []).filter((match) => !HOST_NAME.test(match));
  problems.push(...[...new Set(keys)].map((key) => `catalog key shown: ${key}`));
  problems.push(...isoDatesIn(mainTexts).map((date) => `ISO date shown: ${date}`));
  if (width > screen) problems.push(`${width} px wide at ${screen} px`);
  return problems;
}

/**
 * Collects the console's errors and the page's uncaught exceptions from now on. `expected` says which failed loads
 * are intended (a 404 page's own status is reported as a failed load).
 */
export function consoleErrors(page: Page, expected: (url: string, text: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.location().url, message.text())) errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}
