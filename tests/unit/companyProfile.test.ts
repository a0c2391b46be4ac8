import { describe, expect, it } from 'vitest';
import {
  changedIdentity,
  companyDetails,
  companyFormOf,
  companyInputOf,
  companyProfileProblems,
  npwpInput,
  verificationAfterEdit,
} from '@core/jobs/companyProfile';
import type { EmployerOrganisationView } from '@core/jobs/contract';

const AREAS = { provinceCode: '31', regencyCode: '31.74', districtCode: '31.74.08', villageCode: '31.74.08.1002' };

describe('the company profile rules', () => {
  it('needs only the legal name', () => {
    expect(companyProfileProblems({ legalName: 'PT Maju Bersama' })).toEqual({});
    expect(companyProfileProblems({ legalName: '  ' })).toEqual({ legalName: 'validation.required' });
  });

  it('checks the optional details when given', () => {
    expect(
      companyProfileProblems({
        legalName: 'x'.repeat(201),
        npwp: '12.345',
        industry: 'y'.repeat(101),
        companySize: '7',
        website: 'not a site',
        street: 'z'.repeat(501),
        postalCode: '0123',
      }),
    ).toEqual({
      legalName: 'partnerRegistration.errors.tooLong',
      npwp: 'partnerRegistration.errors.npwp',
      industry: 'partnerRegistration.errors.tooLong',
      companySize: 'partnerRegistration.errors.size',
      website: 'partnerRegistration.errors.website',
      street: 'partnerRegistration.errors.tooLong',
      postalCode: 'locations.postalCodeInvalid',
    });
  });

  it('takes the address whole or not at all, each area inside the one above', () => {
    expect(companyProfileProblems({ legalName: 'PT', ...AREAS })).toEqual({});
    expect(companyProfileProblems({ legalName: 'PT', ...AREAS, districtCode: null, villageCode: '' })).toEqual({
      districtCode: 'validation.required',
      villageCode: 'validation.required',
    });
    expect(companyProfileProblems({ legalName: 'PT', ...AREAS, villageCode: '32.73.01.1001' })).toEqual({
      villageCode: 'partnerRegistration.errors.area',
    });
    expect(companyProfileProblems({ legalName: 'PT', ...AREAS, provinceCode: '3' })).toMatchObject({
      provinceCode: 'partnerRegistration.errors.area',
    });
  });

  it('stores trimmed values, the NPWP as digits, the website with its scheme, empty as null', () => {
    expect(companyDetails({ legalName: ' PT A ', npwp: '01.234.567.8-901.000', website: 'www.a.co.id', industry: ' ', companySize: '' })).toEqual({
      legalName: 'PT A',
      npwp: '012345678901000',
      industry: null,
      companySize: null,
      website: 'https://www.a.co.id',
      street: '',
      postalCode: '',
      provinceCode: null,
      regencyCode: null,
      districtCode: null,
      villageCode: null,
    });
  });

  it('locks the identity by its stored form: the same NPWP typed differently is no change', () => {
    const stored = { legalName: 'PT A', npwp: '012345678901000' };
    expect(changedIdentity(stored, { legalName: 'PT A', npwp: '012345678901000' })).toEqual([]);
    expect(changedIdentity(stored, { legalName: 'PT B', npwp: null })).toEqual(['legalName', 'npwp']);
  });

  it('sends a rejected company back to pending on an edit; others keep their state', () => {
    expect(verificationAfterEdit('rejected')).toBe('pending');
    expect(verificationAfterEdit('verified')).toBe('verified');
    expect(verificationAfterEdit('pending')).toBe('pending');
  });
});

describe('the company form', () => {
  it('groups a 15-digit NPWP as it is typed and keeps 16 digits plain', () => {
    expect(npwpInput('0')).toBe('0');
    expect(npwpInput('012')).toBe('01.2');
    expect(npwpInput('01234567')).toBe('01.234.567');
    expect(npwpInput('012345678')).toBe('01.234.567.8');
    expect(npwpInput('0123456789')).toBe('01.234.567.8-9');
    expect(npwpInput('012345678901000')).toBe('01.234.567.8-901.000');
    expect(npwpInput('01.234.567.8-901.000')).toBe('01.234.567.8-901.000');
    expect(npwpInput('0123456789010001')).toBe('0123456789010001');
    expect(npwpInput('a0b1 2345678901000199')).toBe('0123456789010001');
    expect(npwpInput('')).toBe('');
  });

  it('fills from the stored company and sends the picker areas as codes', () => {
    const company = {
      legalName: 'PT Maju Bersama',
      npwp: '012345678901000',
      industry: null,
      companySize: '51-200',
      website: null,
      address: {
        street: 'Jl. A',
        postalCode: '12730',
        province: { value: '31', text: 'DKI' },
        regency: { value: '31.74', text: 'Jaksel' },
        district: { value: '31.74.08', text: 'Mampang' },
        village: { value: '31.74.08.1002', text: 'Bangka' },
      },
    } as EmployerOrganisationView;
    const values = companyFormOf(company);
    expect(values).toMatchObject({ npwp: '01.234.567.8-901.000', industry: '', companySize: '51-200', website: '' });
    expect(companyInputOf(values)).toEqual({
      legalName: 'PT Maju Bersama',
      npwp: '01.234.567.8-901.000',
      industry: '',
      companySize: '51-200',
      website: '',
      street: 'Jl. A',
      postalCode: '12730',
      ...AREAS,
    });
    expect(companyInputOf(companyFormOf(null))).toMatchObject({ legalName: '', provinceCode: null, villageCode: null });
  });
});
