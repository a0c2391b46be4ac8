import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { REQUIRED_FORMS } from '@core/certification/actions';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Db } from '../../server/src/db/connect';
import { migrate } from '../../server/src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedConfiguration, seedDemo, seedSiteSettings } from '../../server/src/db/seed';
import { seedCatalogue } from '../../server/src/db/seedCatalogue';
import { DEMO_CERTIFICATES, seedCertification } from '../../server/src/db/seedCertification';
import { seedSchemes } from '../../server/src/db/seedSchemes';
import { certificatePdf } from '../../server/src/features/certification/certificates/certificatePdf';
import { certificateDocumentOf } from '../../server/src/features/certification/registrations/workflowQueries';
import type { LoadResult, LoadTarget } from './loadGenerator';
import { renderedPageGoal, type Goal, type Row } from './report';

/** The certification workflow's goals. */
const BATCH_SIZE = 100;
const BATCH_GOAL_SECONDS = 10;
const PARTICIPANTS = 500;
const participantsGoal: Goal = { text: 'p99 <= 50 ms at 10 connections', isMet: (r) => r.p99Ms <= 50 };

type Measure = (target: Omit<LoadTarget, 'seconds'>) => Promise<LoadResult>;

async function envelopeData<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data?: T };
  if (!response.ok || body.data === undefined) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The public verification page of the demo's valid certificate, as a visitor gets it (server-rendered), against a
 * static asset's rate measured in the same run.
 */
export async function measureVerificationPage(options: {
  baseUrl: string;
  apiKey: string;
  connections: number;
  staticAssetRate: number;
  measure: Measure;
}): Promise<Row> {
  const certificate = await envelopeData<{ id: string }>(
    await fetch(`${options.baseUrl}/api/certification/verify/certificates?number=${DEMO_CERTIFICATES.valid}`, {
      headers: { 'x-api-key': options.apiKey },
    }),
  );
  return {
    route: `GET /qr-access/{id} (server-rendered verification, ${options.connections} connections)`,
    result: await options.measure({ url: `${options.baseUrl}/qr-access/${certificate.id}`, connections: options.connections }),
    goal: renderedPageGoal(options.staticAssetRate),
  };
}

/**
 * The LSP's participant list of a schedule holding 500 registrations, one page of 20 at a time, on the PostgreSQL
 * gateway. The registrations are written straight into the scratch database (500 asesi accounts).
 */
export async function measureParticipants(options: {
  baseUrl: string;
  databaseUrl: string;
  apiKey: string;
  lspToken: string;
  connections: number;
  measure: Measure;
}): Promise<Row> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let scheduleId: string;
  try {
    const schedule = await client.query<{ id: string; organisation_id: string }>(
      `select certification_schedules.id, certification_schedules.organisation_id from certification_schedules
       join organisations on organisations.id = certification_schedules.organisation_id
       where organisations.code = 'LSPTD' and certification_schedules.registration_closes_at > now() order by starts_at limit 1`,
    );
    const row = schedule.rows[0];
    if (!row) throw new Error('the demo seed has no open schedule');
    scheduleId = row.id;
    await client.query(
      `with new_users as (
         insert into users (email, password_hash, fullname, phone, email_confirmed_at)
         select 'bench-asesi-' || n || '@bench.local', 'not-a-hash', 'Asesi Bench ' || n, null, now() from generate_series(1, $1::int) n
         returning id
       ), new_accounts as (
         insert into accounts (user_id, role_name, account_type, photo) select id, 'Trainee', 1, null from new_users returning id
       )
       insert into assessment_registrations (organisation_id, schedule_id, asesi_account_id)
       select $2, $3, id from new_accounts`,
      [PARTICIPANTS, row.organisation_id, scheduleId],
    );
  } finally {
    await client.end();
  }
  return {
    route: `GET /api/certification/jadwal-lsp/schedules/{id}/participants, page of 20 of ${PARTICIPANTS} (PostgreSQL)`,
    result: await options.measure({
      url: `${options.baseUrl}/api/certification/jadwal-lsp/schedules/${scheduleId}/participants?page=7&pageSize=20`,
      headers: { 'x-api-key': options.apiKey, authorization: `Bearer ${options.lspToken}` },
      connections: options.connections,
    }),
    goal: participantsGoal,
  };
}

/** 100 registrations of the demo LSP's first scheme, each recommended K with its required forms locked. */
async function recommendedBatch(db: Db): Promise<string[]> {
  const schedule = await db
    .selectFrom('certification_schedules')
    .innerJoin('organisations', 'organisations.id', 'certification_schedules.organisation_id')
    .select(['certification_schedules.id', 'certification_schedules.organisation_id', 'certification_schedules.scheme_id'])
    .where('organisations.code', '=', 'LSPTD')
    .orderBy('certification_schedules.starts_at', 'desc')
    .executeTakeFirstOrThrow();
  const assessor = await db
    .selectFrom('assessor_profiles')
    .select('account_id')
    .where('organisation_id', '=', schedule.organisation_id)
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (let n = 0; n < BATCH_SIZE; n += 1) {
    const user = await db
      .insertInto('users')
      .values({
        email: `batch-${n}@bench.local`,
        password_hash: 'not-a-hash',
        fullname: `Asesi Batch ${n}`,
        phone: null,
        email_confirmed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await db
      .insertInto('accounts')
      .values({ user_id: user.id, role_name: 'Trainee', account_type: 1, photo: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const registration = await db
      .insertInto('assessment_registrations')
      .values({
        organisation_id: schedule.organisation_id,
        schedule_id: schedule.id,
        asesi_account_id: account.id,
        state: 'recommended-k',
        assessor_account_id: assessor.account_id,
        recommendation: 'K',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('form_instances')
      .values(
        REQUIRED_FORMS.map((code) => ({
          form_code: code,
          scheme_id: schedule.scheme_id,
          asesi_account_id: account.id,
          asesor_account_id: assessor.account_id,
          schedule_ref: schedule.id,
          registration_id: registration.id,
          created_by: account.id,
          status: 'locked' as const,
          data: '{}',
          submitted_parts: '{}',
        })),
      )
      .execute();
    ids.push(registration.id);
  }
  return ids;
}

/**
 * Issuing the certificates of a batch of 100 asesi on PGlite, as the LSP does it through the API: each plenary
 * decision (number, certificate, notifications, mail) and then each certificate's PDF and Open Badges credential.
 * In this process, on a gateway of its own, so that nothing else shares its time.
 */
export async function measureCertificateBatch(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bisa-bench-batch-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(handle.db);
    await seedConfiguration(handle.db);
    await seedSiteSettings(handle.db);
    await seedDemo(handle.db);
    await seedCatalogue(handle.db);
    await seedSchemes(handle.db);
    await seedCertification(handle.db);
    const config = loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', DATA_DIR: dataDir, PUBLIC_URL: 'http://bisa.bench' });
    const app = await buildApp({ config, db: handle.db });
    await app.ready();
    try {
      const headers = { 'x-api-key': config.apiKey };
      const lspEmail = DEMO_ACCOUNTS.find((account) => account.role === 'LSP')!.email;
      const login = await app.inject({
        method: 'POST',
        url: '/api/cm/account-user/login',
        headers,
        payload: { email: lspEmail, password: DEMO_PASSWORD },
      });
      const token = login.json<{ data: { token: string } }>().data.token;
      const asLsp = { ...headers, authorization: `Bearer ${token}` };
      const registrations = await recommendedBatch(handle.db);
      const started = performance.now();
      const certificates: string[] = [];
      for (const id of registrations) {
        const decided = await app.inject({
          method: 'POST',
          url: `/api/certification/jadwal-lsp/registrations/${id}/decision`,
          headers: asLsp,
          payload: { competent: true, committee: ['Dr. Ir. Bambang Prasetyo'] },
        });
        const certificate = decided.json<{ data: { certificate: { id: string } | null } }>().data.certificate;
        if (decided.statusCode !== 200 || !certificate) throw new Error(`decision ${id}: ${decided.statusCode} ${decided.body}`);
        certificates.push(certificate.id);
      }
      const holders = await handle.db.selectFrom('certificates').select(['id', 'holder_account_id']).where('id', 'in', certificates).execute();
      for (const { id } of holders) {
        const credential = await app.inject({ method: 'GET', url: `/qr-access/${id}/credential.json` });
        if (credential.statusCode !== 200) throw new Error(`credential ${id}: ${credential.statusCode}`);
      }
      // The holder downloads the PDF through GET /sertifikat/certificates/{id}/pdf; the same document is built here.
      const pdfs: number[] = [];
      for (const { id } of holders) {
        const document = await certificateDocumentOf(handle.db, id, config.publicUrl);
        pdfs.push(document ? (await certificatePdf(document)).length : 0);
      }
      const seconds = (performance.now() - started) / 1000;
      const met = seconds <= BATCH_GOAL_SECONDS && pdfs.every((bytes) => bytes > 0) ? 'yes' : 'no';
      return [
        '| measurement | value | goal | met |',
        '|---|---|---|---|',
        `| issuing a batch of ${BATCH_SIZE} certificates (decisions with numbers and notifications, PDFs, Open Badges credentials), PGlite | ${seconds.toFixed(2)} s | <= ${BATCH_GOAL_SECONDS} s | ${met} |`,
      ].join('\n');
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
