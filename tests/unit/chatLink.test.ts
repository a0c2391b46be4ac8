import { describe, expect, it } from 'vitest';
import { chatLink } from '@core/rules/chatLink';

describe('chatLink (SPEC 2 and 9)', () => {
  it('builds a wa.me link with the encoded prefilled message', () => {
    expect(chatLink('6281234567890', 'Halo BISA, saya ingin bertanya & mendaftar?')).toBe(
      'https://wa.me/6281234567890?text=Halo%20BISA%2C%20saya%20ingin%20bertanya%20%26%20mendaftar%3F',
    );
  });

  it('keeps only the digits of the number', () => {
    expect(chatLink('+62 812-3456-7890', 'Hi')).toBe('https://wa.me/6281234567890?text=Hi');
  });

  it('encodes characters outside ASCII and line breaks', () => {
    expect(chatLink('62811', 'Café\nBaris 2')).toBe('https://wa.me/62811?text=Caf%C3%A9%0ABaris%202');
  });

  it('leaves the text out when there is no message', () => {
    expect(chatLink('62811', '')).toBe('https://wa.me/62811');
  });

  it('gives no link without a number', () => {
    expect(chatLink('', 'Hi')).toBeUndefined();
    expect(chatLink(' + ', 'Hi')).toBeUndefined();
  });
});
