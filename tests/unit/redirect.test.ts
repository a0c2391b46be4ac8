import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect, sameSiteTarget } from '@core/rules/redirect';

/** What ?redirect= holds after URLSearchParams has decoded the attacker's query string. */
const fromQuery = (query: string) => new URLSearchParams(query).get('redirect');

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/cart', '/member')).toBe('/cart');
    expect(safeRedirect('/en/program/bisa-academy/course/3?x=1', '/member')).toBe('/en/program/bisa-academy/course/3?x=1');
    expect(safeRedirect('/member/profile#photo', '/member')).toBe('/member/profile#photo');
  });

  it('falls back for anything that could leave the site or is missing', () => {
    for (const target of [null, undefined, '', 'cart', '//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirect(target, '/member')).toBe('/member');
    }
  });

  it('refuses the attack strings of the security test: tab, new line, backslashes, schemes', () => {
    const attacks = [
      fromQuery('redirect=%2F%09%2Fevil.example'),
      fromQuery('redirect=%2F%0A%2Fevil.example'),
      fromQuery('redirect=%2F%0D%2Fevil.example'),
      fromQuery('redirect=%2F%5C%2Fevil.example'),
      fromQuery('redirect=%5C%5Cevil.example'),
      fromQuery('redirect=%2F%5Cevil.example'),
      fromQuery('redirect=%09%2F%2Fevil.example'),
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\\/evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      ' //evil.example',
      '//evil.example/member',
      '///evil.example',
      '/\t\\evil.example',
      'http://evil.example/',
      'HTTPS://evil.example',
      '//user@evil.example',
      'javascript:alert(document.cookie)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ];
    for (const attack of attacks) {
      expect(safeRedirect(attack, '/member'), JSON.stringify(attack)).toBe('/member');
      expect(safeRedirect(attack, '/member', 'https://bisa.example'), JSON.stringify(attack)).toBe('/member');
      expect(sameSiteTarget(attack), JSON.stringify(attack)).toBeNull();
    }
  });

  it('returns the path as the browser would normalise it, so what is checked is what is visited', () => {
    expect(sameSiteTarget('/member/../cart')).toBe('/cart');
    expect(sameSiteTarget('/cart\t')).toBe('/cart');
    expect(sameSiteTarget('/en/search?key=a b')).toBe('/en/search?key=a%20b');
  });

  it("accepts the site's own absolute URL when it knows the origin, reduced to its path", () => {
    expect(safeRedirect('https://bisa.example/cart?x=1', '/member', 'https://bisa.example')).toBe('/cart?x=1');
    expect(safeRedirect('https://bisa.example.evil.example/cart', '/member', 'https://bisa.example')).toBe('/member');
    expect(safeRedirect('http://bisa.example/cart', '/member', 'https://bisa.example')).toBe('/member');
    expect(safeRedirect('https://bisa.example/cart', '/member')).toBe('/member');
    // Same scheme without slashes is relative to the site (as browsers resolve it): it stays on the site.
    expect(safeRedirect('https:evil.example', '/member', 'https://bisa.example')).toBe('/evil.example');
    expect(safeRedirect('https:evil.example', '/member')).toBe('/member');
  });

  it('builds the login address that comes back', () => {
    expect(loginPathFor('/en/login', '/en/cart')).toBe('/en/login?redirect=%2Fen%2Fcart');
    expect(safeRedirect(fromQuery(loginPathFor('/en/login', '/en/cart').split('?')[1]!), '/member')).toBe('/en/cart');
  });
});
