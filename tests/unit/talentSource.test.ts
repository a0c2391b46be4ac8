import { describe, expect, it } from 'vitest';
import { translate } from '@core/i18n/catalog';
import {
  canMoveRequest,
  canRequest,
  educationEntries,
  experienceEntries,
  initialsOf,
  languageNames,
  nextRequestStates,
  REQUEST_AGAIN_AFTER_DAYS,
  scrubContact,
  talentProfileFor,
  talentStatusColour,
  talentStatusLabelKey,
  talentStatusOf,
  TALENT_REQUEST_STATUSES,
  TALENT_STATUSES,
  type TalentRequestStatus,
  type TalentSource,
} from '@core/jobs/talent';
import { requestBody, talentListPath, talentParams, talentQueryOf } from '../../src/pages/employer/talentRules';

const DAY = 86_400_000;

const source: TalentSource = {
  accountId: '11111111-1111-4111-8111-111111111111',
  fullname: 'Budi Santoso',
  email: 'budi@example.id',
  phone: '0812-3456-7890',
  address: 'Jl. Merdeka 1',
  headline: 'Welder SMAW, call 0812 3456 7890 or budi@example.id',
  summary: 'Five years in steel fabrication',
  desiredJob: 'Welder',
  desiredSalary: 7_000_000,
  skills: ['SMAW', 'Las TIG'],
  province: { code: '32', name: 'Jawa Barat' },
  regency: { code: '32.73', name: 'Kota Bandung' },
  education: [{ degree: 'SMK', major: 'Teknik Pengelasan', institution: 'SMKN 1 Bandung', startYear: 2015, endYear: 2018 }],
  experience: [{ position: 'Welder', company: 'PT Baja Rahasia', startDate: '2019-01', endDate: '2023-12', description: 'Ask Pak Joko 08123456789' }],
  languages: ['Bahasa Indonesia', { name: 'English', level: 'basic' }, 3],
  hasCv: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('data-request statuses (SPEC 3)', () => {
  it('reads a profile without a request as Available to Hiring, and labels and colours every status in both languages', () => {
    expect(talentStatusOf(null)).toBe('available');
    expect(talentStatusOf('approved')).toBe('approved');
    expect(TALENT_STATUSES.map((status) => translate('en', talentStatusLabelKey(status)))).toEqual([
      'Available to Hiring',
      'Waiting Approval',
      'Agreement on Process',
      'Request Data Approved',
      'Request Data Rejected',
    ]);
    for (const status of TALENT_STATUSES) expect(translate('id', talentStatusLabelKey(status))).not.toMatch(/^talentSource\./);
    expect(TALENT_STATUSES.map(talentStatusColour)).toEqual(['grey', 'primary', 'primary', 'green', 'red']);
  });

  it('allows only the job seeker moves: open, approve, reject, and withdrawing an approval', () => {
    const allowed: [TalentRequestStatus, TalentRequestStatus][] = [
      ['waiting-approval', 'agreement-on-process'],
      ['waiting-approval', 'approved'],
      ['waiting-approval', 'rejected'],
      ['agreement-on-process', 'approved'],
      ['agreement-on-process', 'rejected'],
      ['approved', 'rejected'],
    ];
    for (const from of TALENT_REQUEST_STATUSES) {
      for (const to of TALENT_REQUEST_STATUSES) {
        expect(canMoveRequest(from, to), `${from} -> ${to}`).toBe(allowed.some(([a, b]) => a === from && b === to));
      }
    }
    expect(nextRequestStates('rejected')).toEqual([]);
  });

  it('lets an organisation ask again only some days after a rejection', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(canRequest(null, now)).toEqual({ ok: true });
    expect(canRequest({ status: 'waiting-approval', decidedAt: null }, now)).toEqual({ ok: false, reason: 'pending' });
    expect(canRequest({ status: 'agreement-on-process', decidedAt: null }, now)).toEqual({ ok: false, reason: 'pending' });
    expect(canRequest({ status: 'approved', decidedAt: now }, now)).toEqual({ ok: false, reason: 'approved' });
    const recent = new Date(now.getTime() - DAY);
    expect(canRequest({ status: 'rejected', decidedAt: recent }, now)).toEqual({
      ok: false,
      reason: 'tooSoon',
      retryAt: new Date(recent.getTime() + REQUEST_AGAIN_AFTER_DAYS * DAY),
    });
    expect(canRequest({ status: 'rejected', decidedAt: new Date(now.getTime() - REQUEST_AGAIN_AFTER_DAYS * DAY) }, now)).toEqual({ ok: true });
  });
});

describe('censoring a profile for an employer', () => {
  it('makes initials of a name', () => {
    expect(initialsOf('Budi Santoso')).toBe('B. S.');
    expect(initialsOf('  siti   nur  aisyah rahma ')).toBe('S. N. A.');
    expect(initialsOf('Ñoño')).toBe('Ñ.');
    expect(initialsOf('')).toBe('-');
  });

  it('hides e-mail addresses, links and phone numbers but keeps years', () => {
    expect(scrubContact('call +62 812-3456-7890 or a@b.co, see https://x.id/me')).toBe('call ••• or •••, see •••');
    expect(scrubContact('Welder 2019 - 2023, 5 years')).toBe('Welder 2019 - 2023, 5 years');
  });

  it('shows no name, contact, summary, employer or description before approval', () => {
    const censored = talentProfileFor(source, false);
    const json = JSON.stringify(censored);
    for (const secret of ['Budi', 'Santoso', 'budi@example.id', '0812', 'Merdeka', 'PT Baja Rahasia', 'Joko', 'steel fabrication']) {
      expect(json).not.toContain(secret);
    }
    expect(censored).toMatchObject({
      censored: true,
      name: 'B. S.',
      contact: null,
      summary: null,
      desiredJob: 'Welder',
      skills: ['SMAW', 'Las TIG'],
      regency: { name: 'Kota Bandung' },
      education: [{ title: 'SMK, Teknik Pengelasan', organisation: 'SMKN 1 Bandung', from: '2015', to: '2018' }],
      experience: [{ title: 'Welder', organisation: null, from: '2019-01', to: '2023-12', description: null }],
      languages: ['Bahasa Indonesia', 'English (basic)'],
    });
    expect(censored.headline).toBe('Welder SMAW, call ••• or •••');
  });

  it('shows everything once approved', () => {
    expect(talentProfileFor(source, true)).toMatchObject({
      censored: false,
      name: 'Budi Santoso',
      summary: source.summary,
      headline: source.headline,
      contact: { email: 'budi@example.id', phone: '0812-3456-7890', address: 'Jl. Merdeka 1', hasCv: true },
      experience: [{ organisation: 'PT Baja Rahasia', description: 'Ask Pak Joko 08123456789' }],
    });
  });

  it('reads malformed CV sections as empty', () => {
    expect(educationEntries('x')).toEqual([]);
    expect(experienceEntries([null, 1, []])).toEqual([]);
    expect(languageNames({})).toEqual([]);
  });
});

describe('the talent source page address', () => {
  it('reads its state from the address, dropping malformed values and a regency outside the province', () => {
    expect(
      talentQueryOf(
        new URLSearchParams(
          'searchValue=%20las%20&provinceCode=32&regencyCode=32.73&skill=SMAW&certified=true&status=approved&pageIndex=2&pageSize=24',
        ),
      ),
    ).toEqual({
      searchValue: 'las',
      provinceCode: '32',
      regencyCode: '32.73',
      skill: 'SMAW',
      certified: true,
      status: 'approved',
      pageIndex: 2,
      pageSize: 24,
    });
    expect(talentQueryOf(new URLSearchParams('provinceCode=3x&regencyCode=35.78&status=maybe&pageIndex=0&pageSize=1000&certified=1'))).toEqual({
      regencyCode: '35.78',
      certified: false,
      status: 'all',
      pageIndex: 1,
      pageSize: 12,
    });
    expect(talentQueryOf(new URLSearchParams('provinceCode=32&regencyCode=35.78')).regencyCode).toBeUndefined();
  });

  it('writes the address without defaults and asks the gateway with the same names', () => {
    const query = talentQueryOf(new URLSearchParams('skill=las&status=waiting-approval'));
    expect(talentParams(query).toString()).toBe('skill=las&status=waiting-approval');
    expect(talentListPath(query)).toBe('/employer/talent-source?skill=las&status=waiting-approval&pageIndex=1&pageSize=12');
    expect(requestBody('  Halo  ', '')).toEqual({ message: 'Halo' });
    expect(requestBody('Halo', 'v1')).toEqual({ message: 'Halo', vacancyId: 'v1' });
  });
});
