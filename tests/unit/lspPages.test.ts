import { describe, expect, it } from 'vitest';
import type { ScheduleView } from '@core/certification/contract';
import { lspPagesEn } from '@core/i18n/lspPages.en';
import { lspPagesId } from '@core/i18n/lspPages.id';
import {
  certificateExpired,
  committeeNames,
  isoToLocalInput,
  localInputToIso,
  qualifiedAssessors,
  scheduleFormValues,
  schedulePayload,
  schemeFormValues,
  schemePayload,
  workspaceTab,
  type ScheduleFormValues,
} from '../../src/pages/lsp/lspRules';

const SCHEME = 'scheme-jwd';
const assessor = (name: string, schemeIds: string[], certificateValidUntil: string) => ({ name, schemeIds, certificateValidUntil });

describe('workspaceTab', () => {
  it('reads the tab of the URL and falls back to the schedules', () => {
    expect(workspaceTab('skema')).toBe('skema');
    expect(workspaceTab('banding')).toBe('banding');
    expect(workspaceTab(null)).toBe('jadwal');
    expect(workspaceTab('nonsense')).toBe('jadwal');
  });
});

describe('qualifiedAssessors', () => {
  const ani = assessor('Ani', [SCHEME], '2026-06-30');
  const budi = assessor('Budi', ['other'], '2030-01-01');
  const citra = assessor('Citra', [SCHEME, 'other'], '2026-05-31');
  const all = [ani, budi, citra];

  it('keeps those qualified for the scheme whose certificate is valid through the day', () => {
    expect(qualifiedAssessors(all, SCHEME, '2026-05-31')).toEqual([ani, citra]);
    expect(qualifiedAssessors(all, SCHEME, '2026-06-01')).toEqual([ani]);
    expect(qualifiedAssessors(all, SCHEME, '2026-07-01')).toEqual([]);
    expect(qualifiedAssessors(all, 'other', '2026-06-01')).toEqual([budi]);
  });

  it('says when a certificate has expired: the day after its last day', () => {
    expect(certificateExpired('2026-05-31', '2026-05-31')).toBe(false);
    expect(certificateExpired('2026-05-31', '2026-06-01')).toBe(true);
  });
});

describe('datetime-local values', () => {
  it('round-trips an instant through the input in the local time zone', () => {
    const iso = '2026-03-10T02:30:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });

  it('answers undefined for an empty or broken value', () => {
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('2026-13-45T99:99')).toBeUndefined();
  });
});

describe('schedulePayload', () => {
  const valid: ScheduleFormValues = {
    schemeId: SCHEME,
    testSiteId: 'site',
    registrationOpensAt: '2026-03-01T08:00',
    registrationClosesAt: '2026-03-09T17:00',
    startsAt: '2026-03-10T09:00',
    endsAt: '2026-03-10T16:00',
    quota: '20',
    fee: '0',
    programId: '',
    assessorIds: ['a1'],
  };

  it('builds the body with ISO instants and numbers; a free schedule names no program', () => {
    const checked = schedulePayload({ ...valid, programId: '7' });
    expect(checked).toEqual({
      ok: true,
      body: {
        schemeId: SCHEME,
        testSiteId: 'site',
        programId: null,
        startsAt: localInputToIso('2026-03-10T09:00'),
        endsAt: localInputToIso('2026-03-10T16:00'),
        registrationOpensAt: localInputToIso('2026-03-01T08:00'),
        registrationClosesAt: localInputToIso('2026-03-09T17:00'),
        quota: 20,
        fee: 0,
        assessorIds: ['a1'],
      },
    });
  });

  it('asks a paid schedule for its catalogue program, and keeps it', () => {
    expect(schedulePayload({ ...valid, fee: '750000' })).toEqual({ ok: false, errors: { programId: 'lspPages.validation.programForFee' } });
    const checked = schedulePayload({ ...valid, fee: '750000', programId: '12' });
    expect(checked.ok && checked.body.programId).toBe(12);
    expect(checked.ok && checked.body.fee).toBe(750_000);
  });

  it('refuses missing fields, bad numbers and dates out of order', () => {
    expect(schedulePayload({ ...valid, schemeId: '', startsAt: '' })).toEqual({
      ok: false,
      errors: { schemeId: 'lspPages.validation.required', startsAt: 'lspPages.validation.dateTime' },
    });
    expect(schedulePayload({ ...valid, quota: '0', fee: '-5' })).toEqual({
      ok: false,
      errors: { quota: 'lspPages.validation.quota', fee: 'lspPages.validation.fee' },
    });
    expect(schedulePayload({ ...valid, endsAt: '2026-03-10T09:00' })).toEqual({ ok: false, errors: { endsAt: 'lspPages.validation.endAfterStart' } });
    expect(schedulePayload({ ...valid, registrationClosesAt: '2026-03-10T10:00' })).toEqual({
      ok: false,
      errors: { registrationClosesAt: 'lspPages.validation.closesBeforeStart' },
    });
    expect(schedulePayload({ ...valid, registrationClosesAt: '2026-03-01T07:00' })).toEqual({
      ok: false,
      errors: { registrationClosesAt: 'lspPages.validation.closesAfterOpens' },
    });
  });

  it('fills the form from a schedule so that saving it unchanged sends the same values', () => {
    const schedule: ScheduleView = {
      id: 's1',
      lsp: { id: 'l', name: 'LSP', code: 'LSPTD', timeZone: 'Asia/Jakarta' },
      scheme: { id: SCHEME, code: 'JWD', title: { id: 'Pengembang Web', en: 'Web Developer' } },
      testSite: { id: 'site', name: 'Lab', type: 'sewaktu', address: 'Jakarta' },
      programId: 12,
      startsAt: '2026-03-10T02:00:00.000Z',
      endsAt: '2026-03-10T09:00:00.000Z',
      registrationOpensAt: '2026-03-01T01:00:00.000Z',
      registrationClosesAt: '2026-03-09T10:00:00.000Z',
      quota: 20,
      fee: 750_000,
      assessors: [{ accountId: 'a1', name: 'Ani' }],
      registered: 3,
    };
    const checked = schedulePayload(scheduleFormValues(schedule));
    expect(checked).toEqual({
      ok: true,
      body: {
        schemeId: SCHEME,
        testSiteId: 'site',
        programId: 12,
        startsAt: schedule.startsAt,
        endsAt: schedule.endsAt,
        registrationOpensAt: schedule.registrationOpensAt,
        registrationClosesAt: schedule.registrationClosesAt,
        quota: 20,
        fee: 750_000,
        assessorIds: ['a1'],
      },
    });
  });
});

describe('schemePayload', () => {
  const values = {
    ...schemeFormValues(),
    code: ' SKM/0317/00010 ',
    certificateCode: 'JWD',
    titleId: 'Pengembang Web Pratama',
    titleEn: 'Junior Web Developer',
    standard: 'SKKNI 2016-282',
    units: [
      {
        kode: 'J.620100.004.02',
        judul: 'Menggunakan struktur data',
        jenisStandar: 'SKKNI',
        elemen: [
          { judul: 'Mengidentifikasi konsep data', kuk: ['Konsep data dijelaskan', ' '] },
          { judul: 'Menerapkan struktur data', kuk: ['Struktur data diterapkan'] },
        ],
      },
    ],
    basicRequirements: ['SMK jurusan TI', ''],
    administrativeRequirements: [],
  };

  it('trims the texts, numbers the elements in order and drops blank lines', () => {
    const checked = schemePayload(values);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body.code).toBe('SKM/0317/00010');
    expect(checked.body.units[0]?.elemen.map((element) => [element.nomor, element.kuk])).toEqual([
      [1, ['Konsep data dijelaskan']],
      [2, ['Struktur data diterapkan']],
    ]);
    expect(checked.body.basicRequirements).toEqual(['SMK jurusan TI']);
  });

  it('refuses a bad certificate code, an element without KUK and a unit without elements, naming their paths', () => {
    const broken = {
      ...values,
      certificateCode: 'jwd-1',
      units: [
        { ...values.units[0]!, elemen: [{ judul: 'Elemen', kuk: [''] }] },
        { kode: 'U2', judul: 'Unit 2', jenisStandar: 'SKKNI', elemen: [] },
      ],
    };
    expect(schemePayload(broken)).toEqual({
      ok: false,
      errors: {
        certificateCode: 'lspPages.validation.certificateCode',
        'units.0.elemen.0.kuk': 'lspPages.validation.kukNeeded',
        'units.1.elemen': 'lspPages.validation.elementNeeded',
      },
    });
    expect(schemePayload({ ...values, units: [] })).toEqual({ ok: false, errors: { units: 'lspPages.validation.unitNeeded' } });
  });
});

describe('small rules', () => {
  it('sends the committee names trimmed, without blank inputs', () => {
    expect(committeeNames([' Dewi ', '', '  ', 'Eko'])).toEqual(['Dewi', 'Eko']);
  });
});

describe('the lspPages catalogs', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`)));

  it('have the same keys in both languages, each with the same placeholders', () => {
    expect(keys(lspPagesId)).toEqual(keys(lspPagesEn));
    const placeholders = (catalog: object, key: string) =>
      [...(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string).matchAll(/%\{(\w+)\}/g)]
        .map((match) => match[1])
        .sort();
    for (const key of keys(lspPagesEn)) expect(placeholders(lspPagesId, key), key).toEqual(placeholders(lspPagesEn, key));
  });
});
