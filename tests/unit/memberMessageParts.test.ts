import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { I18nContext, useTranslate } from 'react-admin';
import englishMessages from 'ra-language-english';
import { describe, expect, it, vi } from 'vitest';
import { catalogs } from '@core/i18n/catalog';
import { LOCALES } from '@core/i18n/locales';
import { createI18nProvider, loadMemberMessages, memberMessages } from '../../src/app/i18n';
import { shellMessagesEn } from '../../src/app/shellMessages.en';
import { shellMessagesId } from '../../src/app/shellMessages.id';
import { lazyPages } from '../../src/shared/lazyPages';
import { MESSAGE_PART_LOADERS, MESSAGE_PART_NAMES, messagePartsLoaderOf } from '../../src/shared/messageParts';
import { reachFrom, resolveSpecifier, ROOT } from '../support/catalogReach';

const NAMESPACES = Object.keys(catalogs.en);
const SHELL = Object.keys(shellMessagesEn);
const PAGES = path.join(ROOT, 'src/pages');
const MAIN = path.join(ROOT, 'src/main.tsx');
const relative = (file: string) => path.relative(ROOT, file);

/** Where a door's declared groups are missing or stale: "namespace (the files naming it)". */
function describeGroups(namespaces: Map<string, Set<string>>, names: Iterable<string>): string[] {
  return [...names].map((name) => `${name} (${[...(namespaces.get(name) ?? [])].join(', ')})`);
}

describe("the member app's catalog groups (src/shared/messageParts.ts, src/app/shellMessages.*.ts)", () => {
  it('give each group as the catalog has it, the same object, in both languages', async () => {
    for (const locale of LOCALES) {
      const loaders = await MESSAGE_PART_LOADERS[locale]();
      expect(Object.keys(loaders).sort(), locale).toEqual([...MESSAGE_PART_NAMES].sort());
      for (const part of MESSAGE_PART_NAMES) expect(await loaders[part](), `${locale} ${part}`).toBe(catalogs[locale][part]);
    }
    for (const [locale, shell] of [
      ['en', shellMessagesEn],
      ['id', shellMessagesId],
    ] as const) {
      for (const [group, texts] of Object.entries(shell)) expect(texts, `${locale} ${group}`).toBe(catalogs[locale][group as keyof typeof shell]);
    }
  });

  it('keep the shell and the pages apart: no group is both', () => {
    expect(MESSAGE_PART_NAMES.filter((part) => SHELL.includes(part))).toEqual([]);
  });

  // The shell is what loads before the first page: the entry and its static imports, and the chunks it loads itself
  // (not through a page folder's door, whose pages load their own groups).
  const shell = reachFrom([MAIN], NAMESPACES, { followDynamic: (importer) => !importer.startsWith(PAGES + path.sep) });

  it("name no group in the shell's code but the shell's own", () => {
    const extra = [...shell.namespaces.keys()].filter((name) => !SHELL.includes(name));
    expect(describeGroups(shell.namespaces, extra)).toEqual([]);
    // The check reads real code: the shell's header and menus name these.
    expect([...shell.namespaces.keys()]).toEqual(expect.arrayContaining(['memberArea', 'menu', 'member']));
  });

  // A door: a file of src/pages in the first load (a folder's index.ts, the registry, the forms' routes), whose
  // import()s are the pages.
  const doors = [...reachFrom([MAIN], NAMESPACES, { followDynamic: () => false }).files].filter(
    (file) => file.startsWith(PAGES + path.sep) && /\bimport\(/.test(readFileSync(file, 'utf8')),
  );

  it('find the doors to the pages', () => {
    expect(doors.map(relative)).toEqual(
      expect.arrayContaining(['src/pages/registry.ts', 'src/pages/lsp/index.ts', 'src/pages/forms/formRoutes.tsx']),
    );
  });

  it.each(doors.map((door) => [relative(door), door]))(
    '%s loads every page with exactly the groups its code names beyond the shell',
    (_name, door) => {
      const source = readFileSync(door, 'utf8');
      // Every page goes through lazyPages, so none renders before its groups are in.
      expect(source).not.toMatch(/\blazy\(|\blazyExport\(/);
      const declarations = [...source.matchAll(/\blazyPages\(\[([^\]]*)\]\)/g)];
      expect(declarations.length, 'a lazyPages([...]) naming its groups').toBeGreaterThan(0);
      const declared = new Set(declarations.flatMap((match) => [...(match[1] ?? '').matchAll(/'(\w+)'/g)].map((name) => name[1] ?? '')));
      const pages = [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((match) => resolveSpecifier(match[1] ?? '', door));
      expect(pages.length).toBeGreaterThan(0);
      const reach = reachFrom(
        pages.map((page) => page ?? 'unresolved'),
        NAMESPACES,
      );
      const named = new Set([...reach.namespaces.keys()].filter((name) => !SHELL.includes(name)));
      expect(
        describeGroups(
          reach.namespaces,
          [...named].filter((name) => !declared.has(name)),
        ),
        'named but not loaded',
      ).toEqual([]);
      expect(
        [...declared].filter((name) => !named.has(name)),
        'loaded but not named',
      ).toEqual([]);
    },
  );
});

describe("the member app's i18n provider (src/app/i18n.ts)", () => {
  it("starts with the shell's groups and react-admin's, and adds a page's groups when asked", async () => {
    const i18n = createI18nProvider('id', await loadMemberMessages('id'));
    expect(i18n.translate('member.logout')).toBe('Keluar');
    expect(i18n.translate('ra.action.cancel')).toBe('Batal');
    expect(i18n.hasMessageParts(['lspPages'])).toBe(false);
    // Polyglot shows the key and warns: what lazyPages keeps any page from showing.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n.translate('lspPages.tabs.jadwal')).toBe('lspPages.tabs.jadwal');
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('lspPages.tabs.jadwal'));
    reported.mockRestore();

    await Promise.all([i18n.loadMessageParts(['lspPages', 'certification']), i18n.loadMessageParts(['certification'])]);
    expect(i18n.hasMessageParts(['lspPages', 'certification'])).toBe(true);
    expect(i18n.translate('lspPages.tabs.label')).toBe('Data lembaga sertifikasi');
    expect(i18n.translate('certification.states.verified')).toBe('Diterima');
    // The shell's messages are still there.
    expect(i18n.translate('member.logout')).toBe('Keluar');
    expect(i18n.getLocale()).toBe('id');
  });

  it('needs nothing more when made from the whole catalog, as the stories make it', async () => {
    const i18n = createI18nProvider('en', memberMessages(englishMessages, catalogs.en));
    expect(i18n.hasMessageParts(MESSAGE_PART_NAMES)).toBe(true);
    expect(i18n.translate('lspPages.tabs.label')).toBe('Certification body records');
  });
});

describe('a lazyPages page (src/shared/lazyPages.ts)', () => {
  function TabLabel() {
    const translate = useTranslate();
    return createElement('p', null, translate('lspPages.tabs.label'));
  }

  async function html(i18nProvider: ReturnType<typeof createI18nProvider>, Page: ReturnType<ReturnType<typeof lazyPages>>) {
    const element = createElement(
      I18nContext.Provider,
      { value: i18nProvider },
      createElement(Suspense, { fallback: 'loading' }, createElement(Page)),
    );
    const { prelude } = await prerender(element);
    return new Response(prelude).text();
  }

  it('renders only once its code and its groups are in, in the language of the provider', async () => {
    const page = lazyPages(['lspPages']);
    const Page = page(async () => ({ TabLabel }), 'TabLabel');
    expect(Page.messageParts).toEqual(['lspPages']);
    const indonesian = createI18nProvider('id', await loadMemberMessages('id'));
    expect(await html(indonesian, Page)).toContain('<p>Data lembaga sertifikasi</p>');
    const english = createI18nProvider('en', await loadMemberMessages('en'));
    expect(messagePartsLoaderOf(english)?.hasMessageParts(['lspPages'])).toBe(false);
    expect(await html(english, Page)).toContain('<p>Certification body records</p>');
  });
});
