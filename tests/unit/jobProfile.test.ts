import { describe, expect, it } from 'vitest';
import {
  addressParts,
  addressText,
  EMPTY_PROFILE,
  formatMonth,
  normaliseProfile,
  normaliseSkills,
  periodText,
  validateProfile,
} from '@core/jobs/profile';
import type { JobProfileInput, JobProfileView } from '@core/jobs/profile.contract';
import { draftOf, inputOf } from '../../src/pages/job-seeker/profileDraft';

const NOW = new Date('2026-11-26T10:00:00Z');
const profile = (overrides: Partial<JobProfileInput> = {}): JobProfileInput => ({ ...EMPTY_PROFILE, ...overrides });
const education = { institution: 'SMK Negeri 1 Bandung', degree: 'SMK', field: 'Teknik Las', startYear: 2015, endYear: 2018 };
const experience = { company: 'PT Maju', title: 'Welder', startMonth: '2019-01', endMonth: '2021-06', description: '' };

describe('the CV rules (packages/core/src/jobs/profile.ts)', () => {
  it('keeps each skill once, trimmed, whatever its case, in the order first written', () => {
    expect(normaliseSkills(['  Excel ', 'excel', 'Las  SMAW', '', '   ', 'EXCEL', 'Forklift'])).toEqual(['Excel', 'Las SMAW', 'Forklift']);
  });

  it('normalises texts and empty codes, and leaves a valid CV without errors', () => {
    const normalised = normaliseProfile(
      profile({ headline: '  Welder  ', provinceCode: ' ', phone: ' 0812-3456-7890 ', education: [{ ...education, institution: ' SMK ' }] }),
    );
    expect(normalised.headline).toBe('Welder');
    expect(normalised.provinceCode).toBeNull();
    expect(normalised.education[0]!.institution).toBe('SMK');
    expect(validateProfile(normalised, NOW)).toEqual({});
    expect(validateProfile(EMPTY_PROFILE, NOW)).toEqual({});
  });

  it('refuses an end before its start, in education years and in job months', () => {
    const errors = validateProfile(
      profile({ education: [{ ...education, endYear: 2014 }], experience: [{ ...experience, endMonth: '2018-12' }] }),
      NOW,
    );
    expect(errors).toEqual({
      'education.0.endYear': 'jobProfile.errors.endBeforeStart',
      'experience.0.endMonth': 'jobProfile.errors.endBeforeStart',
    });
  });

  it('refuses months in the future, malformed months and starts out of range, but allows a planned end year', () => {
    const errors = validateProfile(
      profile({
        education: [
          { ...education, startYear: 2027, endYear: null },
          { ...education, startYear: 2024, endYear: 2028 },
          { ...education, startYear: 2024, endYear: 2040 },
        ],
        experience: [
          { ...experience, startMonth: '2026-12', endMonth: null },
          { ...experience, startMonth: '2026-11', endMonth: null },
          { ...experience, startMonth: '2020-13', endMonth: '2027-01' },
        ],
      }),
      NOW,
    );
    expect(errors).toEqual({
      'education.0.startYear': 'jobProfile.errors.startYear',
      'education.2.endYear': 'jobProfile.errors.endYearTooFar',
      'experience.0.startMonth': 'jobProfile.errors.future',
      'experience.2.startMonth': 'jobProfile.errors.month',
      'experience.2.endMonth': 'jobProfile.errors.future',
    });
  });

  it('requires the names of each entry and one row per language', () => {
    const errors = validateProfile(
      profile({
        education: [{ ...education, institution: '', degree: '' }],
        experience: [{ ...experience, company: '', title: '' }],
        languages: [
          { language: 'Bahasa Indonesia', level: 'native' },
          { language: 'bahasa indonesia', level: 'fluent' },
          { language: '', level: 'basic' },
        ],
      }),
      NOW,
    );
    expect(errors).toEqual({
      'education.0.institution': 'validation.required',
      'education.0.degree': 'validation.required',
      'experience.0.company': 'validation.required',
      'experience.0.title': 'validation.required',
      'languages.1.language': 'jobProfile.errors.languageTwice',
      'languages.2.language': 'validation.required',
    });
  });

  it('allows 30 skills of at most 50 characters', () => {
    const thirty = Array.from({ length: 30 }, (_, index) => `Skill ${index}`);
    expect(validateProfile(profile({ skills: thirty }), NOW)).toEqual({});
    expect(validateProfile(profile({ skills: [...thirty, 'One more'] }), NOW)).toEqual({ skills: 'jobProfile.errors.tooManySkills' });
    expect(validateProfile(profile({ skills: ['x'.repeat(51)] }), NOW)).toEqual({ skills: 'jobProfile.errors.skillTooLong' });
  });

  it('checks the phone and postal code formats', () => {
    expect(validateProfile(profile({ phone: '12', postalCode: '0123' }), NOW)).toEqual({
      phone: 'validation.phone',
      postalCode: 'locations.postalCodeInvalid',
    });
  });

  it('requires each area inside the one above it, with no level skipped', () => {
    expect(
      validateProfile(profile({ provinceCode: '32', regencyCode: '32.73', districtCode: '32.73.01', villageCode: '32.73.01.1001' }), NOW),
    ).toEqual({});
    expect(validateProfile(profile({ provinceCode: '32', regencyCode: '31.71' }), NOW)).toEqual({
      regencyCode: 'jobProfile.errors.areaOutsideParent',
    });
    expect(validateProfile(profile({ provinceCode: '32', districtCode: '32.73.01' }), NOW)).toEqual({
      districtCode: 'jobProfile.errors.areaOutsideParent',
    });
    // '32.7' is not the parent of '32.73': the dot is part of the match.
    expect(validateProfile(profile({ provinceCode: '3', regencyCode: '32.73' }), NOW)).toEqual({
      regencyCode: 'jobProfile.errors.areaOutsideParent',
    });
  });

  it('stores the street and the postal code in one address text and reads them back', () => {
    expect(addressText('Jl. Merdeka 1\nRT 02/RW 03', '40111')).toBe('Jl. Merdeka 1\nRT 02/RW 03\n40111');
    expect(addressParts('Jl. Merdeka 1\nRT 02/RW 03\n40111')).toEqual({ street: 'Jl. Merdeka 1\nRT 02/RW 03', postalCode: '40111' });
    expect(addressParts('Jl. Merdeka 1')).toEqual({ street: 'Jl. Merdeka 1', postalCode: '' });
    expect(addressParts('40111')).toEqual({ street: '', postalCode: '40111' });
    expect(addressText('', '')).toBeNull();
    expect(addressParts(null)).toEqual({ street: '', postalCode: '' });
  });

  it('names months and periods in the locale', () => {
    expect(formatMonth('2020-01', 'en')).toBe('January 2020');
    expect(formatMonth('2020-01', 'id')).toBe('Januari 2020');
    expect(periodText('2019', null, 'now')).toBe('2019 – now');
    expect(periodText('2019', '2021', 'now')).toBe('2019 – 2021');
  });

  it('turns a CV into the form and back (the page), requiring a start year left empty', () => {
    const view: JobProfileView = {
      ...profile({
        address: 'Jl. Merdeka 1',
        postalCode: '40111',
        provinceCode: '32',
        regencyCode: '32.73',
        education: [education],
        skills: ['Las'],
      }),
      name: 'Budi',
      email: null,
      areas: { province: { code: '32', name: 'Jawa Barat' }, regency: { code: '32.73', name: 'Kota Bandung' }, district: null, village: null },
      cv: null,
      certificates: [],
      programs: [],
      updatedAt: null,
    };
    const draft = draftOf(view);
    expect(draft.address).toEqual({
      province: { value: '32', text: 'Jawa Barat' },
      regency: { value: '32.73', text: 'Kota Bandung' },
      district: null,
      village: null,
      street: 'Jl. Merdeka 1',
      postalCode: '40111',
    });
    const { input, errors } = inputOf(draft, NOW);
    expect(errors).toEqual({});
    expect(input).toEqual({
      ...profile(),
      address: 'Jl. Merdeka 1',
      postalCode: '40111',
      provinceCode: '32',
      regencyCode: '32.73',
      education: [education],
      skills: ['Las'],
    });
    expect(inputOf({ ...draft, education: [{ ...education, startYear: null }] }, NOW).errors).toEqual({
      'education.0.startYear': 'validation.required',
    });
  });
});
