import { describe, expect, it } from 'vitest';
import {
  formatNpwp,
  normalizeWebsite,
  npwpDigits,
  partnerKindOf,
  partnerRegistrationProblems,
  type PartnerRegistration,
} from '@core/organisations/partnerRegistration';

const valid: PartnerRegistration = {
  kind: 'employer',
  legalName: 'PT Sinar Karya',
  npwp: '01.234.567.8-901.000',
  industry: 'Manufaktur',
  size: '11-50',
  address: 'Jl. Merdeka 1',
  provinceCode: '31',
  regencyCode: '31.71',
  districtCode: '31.71.01',
  villageCode: '31.71.01.1001',
  fullname: 'Rina Hapsari',
  position: 'HRD',
  email: 'rina@sinar.co.id',
  phone: '0812 3456 7890',
  password: 'Rahasia#2026',
  acceptTerms: true,
};

describe('partner registration rules', () => {
  it('knows the three kinds and nothing else', () => {
    expect(partnerKindOf('lsp')).toBe('lsp');
    expect(partnerKindOf('training-provider')).toBe('training-provider');
    expect(partnerKindOf('client-company')).toBeUndefined();
    expect(partnerKindOf(undefined)).toBeUndefined();
  });

  it('reads an NPWP of 15 or 16 digits, typed with dots, dashes or spaces, and writes the 15-digit one back', () => {
    expect(npwpDigits('01.234.567.8-901.000')).toBe('012345678901000');
    expect(npwpDigits(' 3171 0123 4567 8901 ')).toBe('3171012345678901');
    expect(npwpDigits('01234567890100')).toBeUndefined();
    expect(npwpDigits('01234567890100012')).toBeUndefined();
    expect(npwpDigits('NPWP 012345678901000')).toBeUndefined();
    expect(npwpDigits('-012345678901000')).toBeUndefined();
    expect(formatNpwp('012345678901000')).toBe('01.234.567.8-901.000');
    expect(formatNpwp('3171012345678901')).toBe('3171012345678901');
  });

  it('stores a website with its scheme', () => {
    expect(normalizeWebsite('sinar.co.id')).toBe('https://sinar.co.id');
    expect(normalizeWebsite('http://sinar.co.id/karier')).toBe('http://sinar.co.id/karier');
    expect(normalizeWebsite('not a site')).toBeUndefined();
  });

  it('accepts a complete registration', () => {
    expect(partnerRegistrationProblems(valid)).toEqual({});
  });

  it('names every broken rule by field at once', () => {
    expect(
      partnerRegistrationProblems({
        ...valid,
        legalName: ' ',
        npwp: '123',
        size: 'huge',
        website: 'nope',
        regencyCode: '32.73',
        villageCode: '',
        phone: '',
        password: 'short',
        acceptTerms: false,
      }),
    ).toEqual({
      legalName: 'validation.required',
      npwp: 'partnerRegistration.errors.npwp',
      size: 'partnerRegistration.errors.size',
      website: 'partnerRegistration.errors.website',
      regencyCode: 'partnerRegistration.errors.area',
      districtCode: 'partnerRegistration.errors.area',
      villageCode: 'validation.required',
      phone: 'validation.required',
      password: 'validation.password',
      acceptTerms: 'partnerRegistration.errors.acceptTerms',
    });
  });

  it('refuses texts longer than the columns take', () => {
    expect(partnerRegistrationProblems({ ...valid, industry: 'x'.repeat(101) })).toEqual({ industry: 'partnerRegistration.errors.tooLong' });
  });
});
