import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { OrganisationRecord } from '@core/organisations/contract';
import type { ScheduleView } from '@core/certification/contract';
import { describeOnDatabase } from './support/databases';
import { demoTokens, personWithRole } from './support/principals';
import { client, createTestApp, type TestApp } from './support/testApp';

const DAY = 86_400_000;

/**
 * DESIGN 4a: an organisation an account creates waits for the operator's verification; only a verified LSP's
 * schedules are offered to asesi, a rejection says why, and the owner is told the verdict.
 */
describeOnDatabase('organisations and their verification', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let admin: string;
  let trainee: string;
  let owner: { token: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
    const tokens = await demoTokens(t);
    admin = tokens.get('Admin')!.token;
    trainee = tokens.get('Trainee')!.token;
    owner = { token: (await personWithRole(t, 'LSP', 'baru')).tokens.token };
  });
  afterAll(() => t.close());

  it("offers a new LSP's schedules to asesi only once the operator verifies it", async () => {
    const as = { token: owner.token };
    expect((await api.get('/api/certification/jadwal-lsp/organisation', { ...as, lang: 'en' })).body.message).toBe(
      'Your certification body is not set up yet',
    );
    expect((await api.post('/api/certification/jadwal-lsp/organisation', { legalName: 'LSP Baru', code: 'lsp baru' }, as)).status).toBe(400);
    expect(
      (await api.post('/api/certification/jadwal-lsp/organisation', { legalName: 'LSP Baru', code: 'LSPBARU', timeZone: 'Asia/Jayapura' }, as))
        .status,
    ).toBe(200);
    // The LSP chose where its assessments take place: its schedules read in WIT.
    expect((await api.get<{ timeZone: string }>('/api/certification/jadwal-lsp/organisation', as)).body.data.timeZone).toBe('Asia/Jayapura');
    expect((await api.post('/api/certification/jadwal-lsp/organisation', { legalName: 'LSP Baru', code: 'LSPBARU2' }, as)).status).toBe(409);
    const scheme = await api.post<{ id: string }>(
      '/api/certification/jadwal-lsp/schemes',
      {
        code: 'SKM/BARU/001',
        certificateCode: 'BRU',
        titleId: 'Operator Baru',
        titleEn: 'New Operator',
        standard: 'SKKNI 1-2026',
        units: [{ kode: 'U.001', judul: 'Unit satu', jenisStandar: 'SKKNI', elemen: [{ nomor: 1, judul: 'Elemen', kuk: ['KUK satu'] }] }],
        basicRequirements: [],
        administrativeRequirements: [],
      },
      as,
    );
    expect(scheme.status).toBe(200);
    const site = await api.post<{ id: string }>(
      '/api/certification/jadwal-lsp/test-sites',
      { name: 'TUK Baru', type: 'mandiri', address: 'Jl. Baru 1' },
      as,
    );
    const now = Date.now();
    const schedule = await api.post<ScheduleView>(
      '/api/certification/jadwal-lsp/schedules',
      {
        schemeId: scheme.body.data.id,
        testSiteId: site.body.data.id,
        programId: null,
        startsAt: new Date(now + 9 * DAY).toISOString(),
        endsAt: new Date(now + 9 * DAY + 3_600_000).toISOString(),
        registrationOpensAt: new Date(now - DAY).toISOString(),
        registrationClosesAt: new Date(now + 7 * DAY).toISOString(),
        quota: 5,
        fee: 0,
        assessorIds: [],
      },
      as,
    );
    expect(schedule.status).toBe(200);
    const offered = async () =>
      (await api.get<ScheduleView[]>('/api/certification/sertifikasi/schedules', { token: trainee })).body.data.map((item) => item.id);
    expect(await offered()).not.toContain(schedule.body.data.id);
    expect((await api.post(`/api/certification/sertifikasi/schedules/${schedule.body.data.id}/registrations`, {}, { token: trainee })).status).toBe(
      404,
    );

    const pending = await api.get<OrganisationRecord[]>(`/api/main/admin-organisations?filter=${encodeURIComponent('{"verification":"pending"}')}`, {
      token: admin,
    });
    const record = pending.body.data.find((item) => item.code === 'LSPBARU')!;
    expect(record).toMatchObject({ kind: 'lsp', legalName: 'LSP Baru', members: 1, verification: 'pending' });
    expect((await api.get('/api/main/admin-organisations', { token: owner.token })).status).toBe(403);

    const unexplained = await api.put(
      `/api/main/admin-organisations/${record.id}`,
      { ...record, verification: 'rejected' },
      { token: admin, lang: 'en' },
    );
    expect(unexplained.status).toBe(400);
    expect((await api.get<OrganisationRecord>(`/api/main/admin-organisations/${record.id}`, { token: admin })).body.data.verification).toBe(
      'pending',
    );
    const verified = await api.put<OrganisationRecord>(
      `/api/main/admin-organisations/${record.id}`,
      { ...record, verification: 'verified' },
      { token: admin },
    );
    expect(verified.body.data).toMatchObject({ verification: 'verified', rejectionReason: null, timeZone: 'Asia/Jayapura' });
    // The operator sets the zone the organisation plans in; a zone outside Indonesia's three changes nothing.
    const makassar = await api.put<OrganisationRecord>(
      `/api/main/admin-organisations/${record.id}`,
      { ...verified.body.data, timeZone: 'Asia/Makassar' },
      { token: admin },
    );
    expect(makassar.body.data).toMatchObject({ verification: 'verified', timeZone: 'Asia/Makassar' });
    const paris = await api.put(
      `/api/main/admin-organisations/${record.id}`,
      { ...verified.body.data, timeZone: 'Europe/Paris' },
      { token: admin, lang: 'en' },
    );
    expect(paris.status).toBe(400);
    expect((await api.get<OrganisationRecord>(`/api/main/admin-organisations/${record.id}`, { token: admin })).body.data.timeZone).toBe(
      'Asia/Makassar',
    );
    expect(await offered()).toContain(schedule.body.data.id);
    await vi.waitFor(async () => {
      const list = await api.get<{ items: { title: { en: string } }[] }>('/api/cm/notification/list', as);
      expect(list.body.data.items.map((item) => item.title.en)).toContain('Organisation verification');
    });
  });
});
