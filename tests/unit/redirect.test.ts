import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '../../src/core/rules/redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/cart', '/member')).toBe('/cart');
    expect(safeRedirect('/en/program/bisa-academy/course/3?x=1', '/member')).toBe('/en/program/bisa-academy/course/3?x=1');
  });

  it('falls back for anything that could leave the site or is missing', () => {
    for (const target of [null, undefined, '', 'cart', '//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirect(target, '/member')).toBe('/member');
    }
  });

  it('builds the login address that comes back', () => {
    expect(loginPathFor('/en/login', '/en/cart')).toBe('/en/login?redirect=%2Fen%2Fcart');
  });
});
