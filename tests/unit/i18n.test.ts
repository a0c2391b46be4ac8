import { describe, expect, it } from 'vitest';
import { catalogs, translate, type MessageKey } from '@core/i18n/catalog';
import { localeFromAcceptLanguage, localeOfPath, localizePath, stripLocale } from '@core/i18n/locales';

/** Every dotted key of a nested catalog, with its text. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) for (const entry of leaves(value, `${path}.`)) result.set(...entry);
    else result.set(path, value);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('locale paths (SPEC 2 and 9)', () => {
  it.each([
    ['/', 'id'],
    ['/login', 'id'],
    ['/english', 'id'],
    ['/member/en', 'id'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/login', 'en'],
  ] as const)('localeOfPath(%s) is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ['/en', '/'],
    ['/en/login', '/login'],
    ['/en/program/bisa-academy/course/3', '/program/bisa-academy/course/3'],
    ['/login', '/login'],
    ['/english', '/english'],
    ['/', '/'],
  ])('stripLocale(%s) is %s', (path, bare) => {
    expect(stripLocale(path)).toBe(bare);
  });

  it.each([
    ['/', 'en', '/en'],
    ['/login', 'en', '/en/login'],
    ['/en/login', 'en', '/en/login'],
    ['login', 'en', '/en/login'],
    ['/en/login', 'id', '/login'],
    ['/en', 'id', '/'],
    ['/login', 'id', '/login'],
  ] as const)('localizePath(%s, %s) is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'id'],
    ['', 'id'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['id-ID,id;q=0.9,en;q=0.8', 'id'],
    ['in', 'id'],
    ['fr-FR, en;q=0.5', 'en'],
    ['en;q=0.4, id;q=0.8', 'id'],
    ['fr, de', 'id'],
    ['fr, en;q=0', 'id'],
    ['*', 'id'],
  ] as const)('%s gives %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('catalogs', () => {
  const id = leaves(catalogs.id);
  const en = leaves(catalogs.en);

  it('have exactly the same keys in id and en', () => {
    expect([...id.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have only non-empty string texts', () => {
    for (const [key, text] of [...id, ...en]) {
      expect(typeof text, key).toBe('string');
      expect(String(text).trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect(placeholders(String(id.get(key))), key).toEqual(placeholders(String(text)));
  });
});

describe('translate', () => {
  it('interpolates %{name} placeholders', () => {
    expect(translate('en', 'errors.routeNotFound', { method: 'GET', url: '/x' })).toBe('Route GET /x not found');
    expect(translate('id', 'errors.routeNotFound', { method: 'GET', url: '/x' })).toBe('Rute GET /x tidak ditemukan');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate('en', 'errors.routeNotFound', { method: 'GET' })).toBe('Route GET %{url} not found');
  });

  it('returns the key itself when no catalog has it', () => {
    expect(translate('id', 'no.such.key' as MessageKey)).toBe('no.such.key');
  });

  it('falls back to English when the Indonesian text is missing', () => {
    const validation = catalogs.id.validation as Record<string, unknown>;
    const saved = validation.required;
    delete validation.required;
    try {
      expect(translate('id', 'validation.required')).toBe(catalogs.en.validation.required);
    } finally {
      validation.required = saved;
    }
  });
});
