import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadMemberMessages } from '../../src/app/i18n';
import { indonesianMessages } from '../../src/app/ra-language-indonesian';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') result.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) result.set(path, text);
  }
  return result;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

describe("react-admin's Indonesian messages", () => {
  const english = leaves(englishMessages as Tree);
  const indonesian = leaves(indonesianMessages as Tree);

  it('translate every key of ra-language-english and nothing else', () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  const plural = [...english].filter(([, text]) => text.includes('||||'));
  const singular = [...english].filter(([, text]) => !text.includes('||||'));

  it('keep the placeholders of each English message with one form', () => {
    for (const [key, text] of singular) expect(placeholders(indonesian.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('give each English plural message one Indonesian form that shows the count', () => {
    expect(plural.length).toBeGreaterThan(0);
    for (const [key, text] of plural) {
      const translated = placeholders(indonesian.get(key) ?? '');
      // Indonesian has one form for every count: it shows the count, and may drop what only the singular names.
      expect(translated, key).toContain('%{smart_count}');
      expect(placeholders(text), key).toEqual(expect.arrayContaining(translated));
    }
  });
});

describe('createI18nProvider', () => {
  it('speaks Indonesian on /member with our catalog and react-admin messages', async () => {
    const i18n = createI18nProvider('id', await loadMemberMessages('id'));
    expect(i18n.getLocale()).toBe('id');
    expect(i18n.translate('member.welcome', { name: 'Tia' })).toBe('Selamat datang, Tia');
    expect(i18n.translate('common.yes')).toBe('Ya');
    expect(i18n.translate('ra.action.cancel')).toBe('Batal');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 dari 42');
  });

  it('speaks English on /en/member', async () => {
    const i18n = createI18nProvider('en', await loadMemberMessages('en'));
    expect(i18n.translate('member.logout')).toBe('Log out');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 2 })).toBe('2 elements deleted');
  });

  it('offers only the locale of the URL, so react-admin shows no in-app language menu', async () => {
    expect(createI18nProvider('en', await loadMemberMessages('en')).getLocales?.()).toEqual([{ locale: 'en', name: 'English' }]);
  });
});
