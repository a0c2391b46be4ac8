import { certificateNumber, issueDay, validUntil } from '@core/certification/certificates';
import type { Db } from './connect';
import { demoAccountOf as accountOf } from './seed';

/** The demo LSP's short code: it appears in its certificate numbers. */
export const DEMO_LSP_CODE = 'LSPTD';
/** The schemes' parts of certificate numbers, by scheme number (seedSchemes.ts). */
const CERTIFICATE_CODES: Record<string, string> = { 'SKM/LSP-TIK/JWD/2024': 'JWD', 'SKM/LSP-TIK/OKM/2024': 'OKM' };

/** The demo trainee's two certificates (README lists them): one valid, one revoked. */
export const DEMO_CERTIFICATES = {
  valid: certificateNumber('JWD', DEMO_LSP_CODE, 2025, 1),
  revoked: certificateNumber('OKM', DEMO_LSP_CODE, 2025, 1),
} as const;

const DAY = 86_400_000;

/** The past assessments' days (fixed, so that the numbers above stay true whenever the demo is started). */
const PAST_DECISIONS = {
  // 08.00 WIB (01.00 UTC), when assessments start.
  valid: new Date(Date.UTC(2025, 7, 4, 1)),
  revoked: new Date(Date.UTC(2025, 9, 6, 1)),
  revokedAt: new Date(Date.UTC(2026, 5, 2, 9)),
};

/**
 * The demo certification body on the first start: the demo LSP as a verified organisation owning the
 * two schemes, two TUKs, the demo assessor (and the assessor SPV supervising), two open schedules (one free, one
 * paid through the catalogue's certification program), and the demo trainee's past assessments with one valid and
 * one revoked certificate, so that the flow and the public verification can both be tried at once.
 */
export async function seedCertification(db: Db, now = new Date()): Promise<void> {
  const [lspAccount, assessor, supervisor, trainee] = await Promise.all([
    accountOf(db, 'LSP'),
    accountOf(db, 'Assessor'),
    accountOf(db, 'Assessor SPV'),
    accountOf(db, 'Trainee'),
  ]);
  if (!lspAccount || !assessor || !supervisor || !trainee) return;
  const existing = await db.selectFrom('organisations').select('id').where('kind', '=', 'lsp').where('code', '=', DEMO_LSP_CODE).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    // An installation migrated from before has an organisation for the LSP account already (0012): it becomes the demo LSP.
    const migrated = await trx
      .selectFrom('organisations')
      .select('id')
      .where('owner_account_id', '=', lspAccount.id)
      .where('kind', '=', 'lsp')
      .executeTakeFirst();
    const organisationId = migrated
      ? (await trx.updateTable('organisations').set({ code: DEMO_LSP_CODE }).where('id', '=', migrated.id).returning('id').executeTakeFirstOrThrow())
          .id
      : (
          await trx
            .insertInto('organisations')
            .values({ kind: 'lsp', legal_name: lspAccount.fullname, code: DEMO_LSP_CODE, verification: 'verified', owner_account_id: lspAccount.id })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await trx
      .insertInto('memberships')
      .values([
        { organisation_id: organisationId, account_id: lspAccount.id, role: 'admin' },
        { organisation_id: organisationId, account_id: assessor.id, role: 'assessor' },
        { organisation_id: organisationId, account_id: supervisor.id, role: 'assessor' },
        { organisation_id: organisationId, account_id: supervisor.id, role: 'assessor-supervisor' },
      ])
      .onConflict((conflict) => conflict.columns(['organisation_id', 'account_id', 'role']).doNothing())
      .execute();

    const schemes = await trx
      .selectFrom('certification_schemes')
      .select(['id', 'code'])
      .where('code', 'in', Object.keys(CERTIFICATE_CODES))
      .execute();
    for (const scheme of schemes) {
      await trx
        .updateTable('certification_schemes')
        .set({ organisation_id: organisationId, certificate_code: CERTIFICATE_CODES[scheme.code] ?? null })
        .where('id', '=', scheme.id)
        .execute();
    }
    const jwd = schemes.find((scheme) => CERTIFICATE_CODES[scheme.code] === 'JWD');
    const okm = schemes.find((scheme) => CERTIFICATE_CODES[scheme.code] === 'OKM');
    if (!jwd || !okm) return;

    const [sewaktu, workplace] = await trx
      .insertInto('test_sites')
      .values([
        {
          organisation_id: organisationId,
          name: 'TUK Sewaktu Lab Komputer Jakarta',
          type: 'sewaktu',
          address: 'Jl. Jend. Gatot Subroto Kav. 52, Jakarta Selatan',
        },
        {
          organisation_id: organisationId,
          name: 'TUK Tempat Kerja PT Maju Bersama',
          type: 'tempat-kerja',
          address: 'Jl. Raya Bekasi Km 21, Jakarta Timur',
        },
      ])
      .returning('id')
      .execute();
    if (!sewaktu || !workplace) return;

    const validTwoYears = new Date(now.getTime() + 730 * DAY).toISOString().slice(0, 10);
    for (const person of [assessor, supervisor]) {
      await trx
        .insertInto('assessor_profiles')
        .values({
          organisation_id: organisationId,
          account_id: person.id,
          met_number: person === assessor ? 'MET.000.001234 2019' : 'MET.000.000456 2016',
          certificate_valid_until: validTwoYears,
        })
        .execute();
      await trx
        .insertInto('assessor_schemes')
        .values([jwd, okm].map((scheme) => ({ organisation_id: organisationId, account_id: person.id, scheme_id: scheme.id })))
        .execute();
    }

    const program = await trx
      .selectFrom('programs')
      .select(['id', 'price'])
      .where('kind', '=', 'certification')
      .where('title_en', '=', 'Junior Web Developer Certification')
      .executeTakeFirst();
    // Assessments run 08.00-16.00 WIB (01.00-09.00 UTC) at the LSP's test site, in Jakarta's zone like the demo LSP.
    const at = (days: number, hour = 1) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
    const schedule = (schemeId: string, siteId: string, start: Date, fee: number, programId: number | null) => ({
      organisation_id: organisationId,
      scheme_id: schemeId,
      test_site_id: siteId,
      program_id: programId,
      starts_at: start,
      ends_at: new Date(start.getTime() + 8 * 3_600_000),
      registration_opens_at: new Date(Math.min(start.getTime() - 30 * DAY, now.getTime() - DAY)),
      // Registration closes at 16.00 WIB the day before.
      registration_closes_at: new Date(start.getTime() - 16 * 3_600_000),
      quota: 20,
      fee,
      created_by: lspAccount.id,
    });
    const [openFree, , pastJwd, pastOkm] = await trx
      .insertInto('certification_schedules')
      .values([
        schedule(jwd.id, sewaktu.id, at(21), 0, null),
        schedule(jwd.id, workplace.id, at(35), program ? Number(program.price) : 0, program?.id ?? null),
        schedule(jwd.id, sewaktu.id, PAST_DECISIONS.valid, 0, null),
        schedule(okm.id, sewaktu.id, PAST_DECISIONS.revoked, 0, null),
      ])
      .returning('id')
      .execute();
    if (!openFree || !pastJwd || !pastOkm) return;
    await trx
      .insertInto('schedule_assessors')
      .values([openFree, pastJwd, pastOkm].map((row) => ({ schedule_id: row.id, account_id: assessor.id })))
      .execute();

    // The trainee's two past assessments, decided competent; the second certificate was later revoked.
    const past = [
      { schedule: pastJwd.id, scheme: jwd.id, code: 'JWD', decided: PAST_DECISIONS.valid, number: DEMO_CERTIFICATES.valid, revoked: null },
      {
        schedule: pastOkm.id,
        scheme: okm.id,
        code: 'OKM',
        decided: PAST_DECISIONS.revoked,
        number: DEMO_CERTIFICATES.revoked,
        revoked: PAST_DECISIONS.revokedAt,
      },
    ];
    for (const item of past) {
      const registration = await trx
        .insertInto('assessment_registrations')
        .values({
          organisation_id: organisationId,
          schedule_id: item.schedule,
          asesi_account_id: trainee.id,
          state: 'competent',
          assessor_account_id: assessor.id,
          assigned_at: new Date(item.decided.getTime() - 20 * DAY),
          recommendation: 'K',
          decision_committee: JSON.stringify(['Dr. Ir. Bambang Prasetyo', 'Sri Wahyuni, M.Kom.']),
          decided_by: lspAccount.id,
          decided_at: item.decided,
          created_at: new Date(item.decided.getTime() - 40 * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('registration_events')
        .values({ registration_id: registration.id, from_state: null, to_state: 'competent', actor_account_id: lspAccount.id, note: 'Data demo' })
        .execute();
      await trx
        .insertInto('certificates')
        .values({
          number: item.number,
          organisation_id: organisationId,
          registration_id: registration.id,
          scheme_id: item.scheme,
          holder_account_id: trainee.id,
          holder_name: trainee.fullname,
          issued_at: item.decided,
          issued_on: issueDay(item.decided, 'Asia/Jakarta'),
          valid_until: validUntil(issueDay(item.decided, 'Asia/Jakarta')),
          revoked_at: item.revoked,
          revocation_reason: item.revoked ? 'Bukti persyaratan administratif tidak sah' : null,
        })
        .execute();
      await trx
        .insertInto('certificate_sequences')
        .values({ organisation_id: organisationId, scheme_code: item.code, year: item.decided.getUTCFullYear(), last_value: 1 })
        .onConflict((conflict) => conflict.columns(['organisation_id', 'scheme_code', 'year']).doNothing())
        .execute();
    }
  });
}
