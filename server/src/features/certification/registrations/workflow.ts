import { sql } from 'kysely';
import {
  ASESI_FORMS,
  missingLockedForms,
  REGISTRATION_FORMS,
  REQUIRED_FORMS,
  registrationActions,
  type RegistrationAction,
  type RegistrationRelation,
} from '@core/certification/actions';
import { certificateNumber, issueDay, validUntil } from '@core/certification/certificates';
import { formatLongDate } from '@core/format/dates';
import { APPEAL_WINDOW_DAYS, appealOpen, canMoveRegistration, type RegistrationState } from '@core/certification/states';
import { REGISTRATION_CONFLICT_NOT_PAID } from '@core/certification/types';
import type { RegistrationView } from '@core/certification/contract';
import { translate, type MessageKey, type MessageParams } from '@core/i18n/catalog';
import { localizePath, type Locale } from '@core/i18n/locales';
import { ENROLLMENT_TYPE } from '@core/rules/programs';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { HttpError, notFound } from '../../../platform/httpError';
import { organisationsOf, tenantIds } from '../../../platform/tenancy';
import { CERTIFICATE_PDF_JOB, enqueueCertificatePdf } from '../certificates/certificateFiles';
import type { LoadedForm } from '../forms/formDefinitions';
import { insertInstance } from '../forms/service';
import {
  appealViews,
  certificateRows,
  certificateSummary,
  eventsOf,
  formsOf,
  lspSummaryOf,
  personRef,
  inScope,
  registrationRows,
  scheduleViews,
  type RegistrationRow,
  type RegistrationScope,
} from './workflowQueries';
import { calendarDayIn } from '@core/time/zones';

/**
 * The certification flow's writes (../shared/FORMS.md "The certification flow"). Each runs in one
 * transaction with the registration locked, moves it through packages/core/src/certification/states.ts (anything else is
 * 409 and changes nothing), records the event with its actor, and tells the people the step now waits for.
 */

type Forms = Map<string, LoadedForm>;

export const conflictOf = (key: MessageKey, params: MessageParams = {}) => new HttpError(409, key, params);

// Who reaches a registration: the one place that scopes them (DESIGN 4a).

/** The LSPs the caller administers (their tenancy); an LSP account without one reaches nothing. */
export const lspIdsOf = (db: Db, principal: Principal) => organisationsOf(db, principal.accountId, 'lsp', ['admin']);

export async function scopeOf(db: Db, principal: Principal, relation: RegistrationRelation): Promise<RegistrationScope> {
  if (relation === 'lsp') return { relation, organisationIds: await lspIdsOf(db, principal) };
  if (relation === 'asesi') return { relation, accountId: principal.accountId };
  return {
    relation,
    accountId: principal.accountId,
    supervisedOrganisationIds: await organisationsOf(db, principal.accountId, 'lsp', ['assessor-supervisor']),
  };
}

/** The registrations a scope reaches (workflowQueries.ts `inScope`), with what deciding on them needs. */
export function reachableRegistrations(db: Db, scope: RegistrationScope) {
  return registrationRows(db).where((eb) => inScope(eb, scope));
}

async function lockedRegistration(trx: Db, scope: RegistrationScope, id: string): Promise<RegistrationRow> {
  const row = await reachableRegistrations(trx, scope)
    .where('assessment_registrations.id', '=', id)
    .forUpdate('assessment_registrations')
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

type RegistrationPatch = Parameters<ReturnType<Db['updateTable']>['set']>[0] & object;

async function moveRegistration(trx: Db, row: RegistrationRow, to: RegistrationState, actorId: string, note: string | null, patch: object = {}) {
  const from = row.state as RegistrationState;
  if (!canMoveRegistration(from, to)) throw conflictOf('certification.errors.illegalMove');
  await trx
    .updateTable('assessment_registrations')
    .set({ ...(patch as RegistrationPatch), state: to, updated_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  await trx
    .insertInto('registration_events')
    .values({ registration_id: row.id, from_state: from, to_state: to, actor_account_id: actorId, note })
    .execute();
}

// Telling people.

type NotificationText = keyof typeof import('@core/i18n/certification.en').certificationEn.notifications;

/** A parameter that has a name in each language (a scheme's title, a form's): each text gets its own. */
type Bilingual = { id: string; en: string };
type NotificationParams = Record<string, string | number | Bilingual>;

function paramsIn(locale: Locale, params: NotificationParams): MessageParams {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));
}

const titleOf = (scheme: { title_id: string; title_en: string }): Bilingual => ({ id: scheme.title_id, en: scheme.title_en });

function tell(
  ctx: AppContext,
  accountIds: (string | null)[],
  title: NotificationText,
  body: NotificationText,
  params: NotificationParams,
  link: string,
) {
  const text = (key: NotificationText) => ({
    id: translate('id', `certification.notifications.${key}`, paramsIn('id', params)),
    en: translate('en', `certification.notifications.${key}`, paramsIn('en', params)),
  });
  ctx.events.emit('notification.requested', {
    category: 'certification',
    accountIds: accountIds.filter((id): id is string => id !== null),
    title: text(title),
    body: text(body),
    link,
  });
}

async function adminsOf(db: Db, organisationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('account_id')
    .where('organisation_id', '=', organisationId)
    .where('role', '=', 'admin')
    .execute();
  return rows.map((row) => row.account_id);
}

async function schemeTitleOf(db: Db, schemeId: string) {
  const row = await db
    .selectFrom('certification_schemes')
    .select(['title_id', 'title_en', 'code'])
    .where('id', '=', schemeId)
    .executeTakeFirstOrThrow();
  return row;
}

const LINKS = {
  asesi: (id: string) => `/member/sertifikasi/registrasi/${id}`,
  assessor: (id: string) => `/member/list-sertifikasi/${id}`,
  lsp: (scheduleId: string, id: string) => `/member/jadwal-lsp/detail/${scheduleId}/peserta/${id}`,
  certificate: (id: string) => `/member/sertifikat/${id}`,
};

// Registration by the asesi.

const TUK_LABEL = { sewaktu: 'Sewaktu', 'tempat-kerja': 'Tempat Kerja', mandiri: 'Mandiri' } as const;

/** The paid certification item of this program the asesi has not used for a registration yet. */
async function unusedPaidItem(trx: Db, accountId: string, programId: number): Promise<string | undefined> {
  const row = await trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.account_id', '=', accountId)
    .where('orders.state', 'in', ['paid', 'fulfilled'])
    .where('order_items.program_id', '=', programId)
    .where('order_items.enrollment_type', '=', ENROLLMENT_TYPE.certification)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('assessment_registrations').select('id').whereRef('assessment_registrations.order_item_id', '=', 'order_items.id')),
      ),
    )
    .orderBy('orders.created_at')
    .executeTakeFirst();
  return row?.id;
}

export async function register(
  ctx: AppContext,
  forms: Forms,
  principal: Principal,
  scheduleId: string,
  previousCertificateId: string | undefined,
  now = new Date(),
): Promise<string> {
  const me = principal.accountId;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const schedule = await trx
      .selectFrom('certification_schedules')
      .innerJoin('organisations', 'organisations.id', 'certification_schedules.organisation_id')
      .innerJoin('test_sites', 'test_sites.id', 'certification_schedules.test_site_id')
      .selectAll('certification_schedules')
      .select(['organisations.verification', 'test_sites.type as site_type'])
      .where('certification_schedules.id', '=', scheduleId)
      .forUpdate('certification_schedules')
      .executeTakeFirst();
    if (!schedule || schedule.verification !== 'verified') throw notFound();
    if (now < new Date(schedule.registration_opens_at) || now > new Date(schedule.registration_closes_at)) {
      throw conflictOf('certification.errors.scheduleNotOpen');
    }
    const mine = await trx
      .selectFrom('assessment_registrations')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .where('asesi_account_id', '=', me)
      .executeTakeFirst();
    if (mine) throw conflictOf('certification.errors.alreadyRegistered');
    const taken = await trx
      .selectFrom('assessment_registrations')
      .select(sql<string>`count(*)`.as('n'))
      .where('schedule_id', '=', scheduleId)
      .where('state', 'not in', ['rejected', 'withdrawn'])
      .executeTakeFirstOrThrow();
    if (Number(taken.n) >= schedule.quota) throw conflictOf('certification.errors.scheduleFull');
    if (previousCertificateId) {
      const previous = await trx
        .selectFrom('certificates')
        .select('id')
        .where('id', '=', previousCertificateId)
        .where('holder_account_id', '=', me)
        .where('scheme_id', '=', schedule.scheme_id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (!previous) throw conflictOf('certification.errors.notRenewable');
    }
    const fee = Number(schedule.fee);
    let orderItemId: string | null = null;
    if (fee > 0) {
      orderItemId = (schedule.program_id !== null && (await unusedPaidItem(trx, me, schedule.program_id))) || null;
      if (!orderItemId) throw new HttpError(409, 'certification.errors.notPaid', {}, {}, {}, { reason: REGISTRATION_CONFLICT_NOT_PAID });
    }
    const registration = await trx
      .insertInto('assessment_registrations')
      .values({
        organisation_id: schedule.organisation_id,
        schedule_id: scheduleId,
        asesi_account_id: me,
        purpose: previousCertificateId ? 'sertifikasi-ulang' : 'sertifikasi',
        previous_certificate_id: previousCertificateId ?? null,
        order_item_id: orderItemId,
        fee,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('registration_events')
      .values({ registration_id: registration.id, from_state: null, to_state: 'submitted', actor_account_id: me, note: null })
      .execute();
    for (const code of REGISTRATION_FORMS) {
      const form = forms.get(code);
      if (!form) continue;
      await insertInstance(trx, form, {
        schemeId: schedule.scheme_id,
        asesiId: me,
        asesorId: null,
        createdBy: me,
        tuk: TUK_LABEL[schedule.site_type],
        scheduleRef: scheduleId,
        registrationId: registration.id,
      });
    }
    return { id: registration.id, organisationId: schedule.organisation_id, schemeId: schedule.scheme_id };
  });
  const scheme = await schemeTitleOf(ctx.db, result.schemeId);
  const asesi = await personRef(ctx.db, me);
  tell(
    ctx,
    await adminsOf(ctx.db, result.organisationId),
    'registrationSubmittedTitle',
    'registrationSubmittedBody',
    { asesi: asesi.name, scheme: titleOf(scheme) },
    LINKS.lsp(scheduleId, result.id),
  );
  return result.id;
}

export async function withdraw(ctx: AppContext, principal: Principal, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedRegistration(trx, { relation: 'asesi', accountId: principal.accountId }, id);
    await moveRegistration(trx, row, 'withdrawn', principal.accountId, null);
  });
}

// The LSP's steps.

export async function verifyRegistration(ctx: AppContext, principal: Principal, id: string, accepted: boolean, note: string | null) {
  const scope = await scopeOf(ctx.db, principal, 'lsp');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedRegistration(trx, scope, id);
    await moveRegistration(trx, locked, accepted ? 'verified' : 'rejected', principal.accountId, note, { verification_note: note });
    return locked;
  });
  const scheme = await schemeTitleOf(ctx.db, row.scheme_id);
  tell(
    ctx,
    [row.asesi_account_id],
    accepted ? 'registrationVerifiedTitle' : 'registrationRejectedTitle',
    accepted ? 'registrationVerifiedBody' : 'registrationRejectedBody',
    { scheme: titleOf(scheme), note: note ?? '-' },
    LINKS.asesi(id),
  );
}

/** An assessor of the LSP who may assess the scheme and whose own certificate is valid today. */
async function qualifiedAssessor(trx: Db, organisationId: string, accountId: string, schemeId: string, today: string) {
  const profile = await trx
    .selectFrom('assessor_profiles')
    .select(['account_id', sql<string>`certificate_valid_until::text`.as('valid_until')])
    .where('organisation_id', '=', organisationId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!profile) throw notFound();
  const scheme = await trx
    .selectFrom('assessor_schemes')
    .select('scheme_id')
    .where('organisation_id', '=', organisationId)
    .where('account_id', '=', accountId)
    .where('scheme_id', '=', schemeId)
    .executeTakeFirst();
  if (!scheme || profile.valid_until < today) throw conflictOf('certification.errors.assessorNotQualified');
}

export async function assignAssessorTo(ctx: AppContext, principal: Principal, id: string, assessorAccountId: string, now = new Date()) {
  const scope = await scopeOf(ctx.db, principal, 'lsp');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedRegistration(trx, scope, id);
    await qualifiedAssessor(trx, locked.organisation_id, assessorAccountId, locked.scheme_id, calendarDayIn(now));
    await moveRegistration(trx, locked, 'assigned', principal.accountId, null, { assessor_account_id: assessorAccountId, assigned_at: now });
    await trx.updateTable('form_instances').set({ asesor_account_id: assessorAccountId }).where('registration_id', '=', id).execute();
    await trx
      .insertInto('schedule_assessors')
      .values({ schedule_id: locked.schedule_id, account_id: assessorAccountId })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'account_id']).doNothing())
      .execute();
    return locked;
  });
  const scheme = await schemeTitleOf(ctx.db, row.scheme_id);
  const [asesi, assessor] = await Promise.all([personRef(ctx.db, row.asesi_account_id), personRef(ctx.db, assessorAccountId)]);
  tell(
    ctx,
    [row.asesi_account_id],
    'assessorAssignedTitle',
    'assessorAssignedBody',
    { assessor: assessor.name, scheme: titleOf(scheme) },
    LINKS.asesi(id),
  );
  tell(ctx, [assessorAccountId], 'assignmentTitle', 'assignmentBody', { asesi: asesi.name, scheme: titleOf(scheme) }, LINKS.assessor(id));
}

/** The registration's forms that are not locked yet among those a step needs; 409 naming them. */
async function requireLocked(trx: Db, registrationId: string, required: readonly string[]) {
  const missing = missingLockedForms(await formsOf(trx, registrationId), required);
  if (missing.length) throw conflictOf('certification.errors.formsUnsigned', { forms: missing.join(', ') });
}

/** The next certificate number of an LSP's scheme in a year: one upsert, so concurrent decisions never share one. */
export async function nextCertificateNumber(trx: Db, organisationId: string, lspCode: string, schemeCode: string, year: number): Promise<string> {
  const row = await trx
    .insertInto('certificate_sequences')
    .values({ organisation_id: organisationId, scheme_code: schemeCode, year, last_value: 1 })
    .onConflict((conflict) =>
      conflict.columns(['organisation_id', 'scheme_code', 'year']).doUpdateSet({ last_value: sql<number>`certificate_sequences.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return certificateNumber(schemeCode, lspCode, year, row.last_value);
}

export interface Decision {
  competent: boolean;
  committee: string[];
  note: string | null;
}

/**
 * The plenary's decision. The required forms are locked, the person recording it is not the asesi's assessor and
 * the committee does not name them; competent issues the certificate (number, three years' validity).
 */
export async function decide(ctx: AppContext, principal: Principal, id: string, decision: Decision, now = new Date()): Promise<string | null> {
  const scope = await scopeOf(ctx.db, principal, 'lsp');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedRegistration(trx, scope, id);
    const to: RegistrationState = decision.competent ? 'competent' : 'not-yet-competent';
    if (!canMoveRegistration(row.state as RegistrationState, to)) throw conflictOf('certification.errors.illegalMove');
    await requireLocked(trx, id, REQUIRED_FORMS);
    const assessor = row.assessor_account_id ? await personRef(trx, row.assessor_account_id) : null;
    const sameName = (name: string) => assessor !== null && name.trim().toLowerCase() === assessor.name.trim().toLowerCase();
    if (row.assessor_account_id === principal.accountId || decision.committee.some(sameName)) {
      throw conflictOf('certification.errors.deciderIsAssessor');
    }
    await moveRegistration(trx, row, to, principal.accountId, decision.note, {
      decision_committee: JSON.stringify(decision.committee),
      decided_by: principal.accountId,
      decided_at: now,
    });
    if (!decision.competent) return { row, certificateId: null };
    const [lsp, scheme, holder] = await Promise.all([
      trx.selectFrom('organisations').select(['code', 'time_zone']).where('id', '=', row.organisation_id).executeTakeFirstOrThrow(),
      trx.selectFrom('certification_schemes').select(['certificate_code', 'code']).where('id', '=', row.scheme_id).executeTakeFirstOrThrow(),
      personRef(trx, row.asesi_account_id),
    ]);
    const schemeCode = scheme.certificate_code ?? 'SKM';
    // The issue day where the LSP is: its year is the number's (00.30 WIB on 1 January is a certificate of the new year).
    const issuedOn = issueDay(now, lsp.time_zone);
    const number = await nextCertificateNumber(trx, row.organisation_id, lsp.code, schemeCode, Number(issuedOn.slice(0, 4)));
    const certificate = await trx
      .insertInto('certificates')
      .values({
        number,
        organisation_id: row.organisation_id,
        registration_id: row.id,
        scheme_id: row.scheme_id,
        holder_account_id: row.asesi_account_id,
        holder_name: holder.name,
        issued_at: now,
        issued_on: issuedOn,
        valid_until: validUntil(issuedOn),
        previous_certificate_id: row.previous_certificate_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The PDF is rendered once in the background (the download renders on demand until it is stored); its job is
    // written with the certificate, so a decision is never saved behind a failed answer.
    await enqueueCertificatePdf(ctx, trx, certificate.id);
    return { row, certificateId: certificate.id };
  });
  if (outcome.certificateId) ctx.jobs.wake(CERTIFICATE_PDF_JOB);
  await announceDecision(ctx, outcome.row, outcome.certificateId);
  return outcome.certificateId;
}

async function announceDecision(ctx: AppContext, row: RegistrationRow, certificateId: string | null) {
  const scheme = await schemeTitleOf(ctx.db, row.scheme_id);
  const holder = await personRef(ctx.db, row.asesi_account_id);
  const lsp = await lspSummaryOf(ctx.db, row.organisation_id);
  // The mail in the holder's own language (their account's), links to the pages in it.
  const { locale } = holder;
  const inLocale = (link: string) => `${ctx.config.publicUrl}${localizePath(link, locale)}`;
  const schemeTitle = titleOf(scheme)[locale];
  const member = inLocale(LINKS.asesi(row.id));
  if (!certificateId) {
    tell(
      ctx,
      [row.asesi_account_id],
      'decisionTitle',
      'decisionNotYetBody',
      { scheme: titleOf(scheme), days: APPEAL_WINDOW_DAYS },
      LINKS.asesi(row.id),
    );
    await ctx.mailer.send({
      to: holder.email,
      subject: translate(locale, 'certification.mail.decisionSubject', { scheme: schemeTitle }),
      text: translate(locale, 'certification.mail.decisionNotYetBody', {
        name: holder.name,
        lsp: lsp?.name ?? '',
        scheme: schemeTitle,
        days: APPEAL_WINDOW_DAYS,
        member,
      }),
    });
    return;
  }
  const certificate = certificateSummary(await certificateRows(ctx.db).where('certificates.id', '=', certificateId).executeTakeFirstOrThrow());
  tell(ctx, [row.asesi_account_id], 'decisionTitle', 'decisionCompetentBody', { scheme: titleOf(scheme) }, LINKS.asesi(row.id));
  tell(
    ctx,
    [row.asesi_account_id],
    'certificateIssuedTitle',
    'certificateIssuedBody',
    { number: certificate.number, scheme: titleOf(scheme) },
    LINKS.certificate(certificateId),
  );
  await ctx.mailer.send({
    to: holder.email,
    subject: translate(locale, 'certification.mail.decisionSubject', { scheme: schemeTitle }),
    text: translate(locale, 'certification.mail.decisionCompetentBody', {
      name: holder.name,
      lsp: lsp?.name ?? '',
      scheme: schemeTitle,
      number: certificate.number,
      issuedOn: formatLongDate(certificate.issuedOn, locale),
      validUntil: formatLongDate(certificate.validUntil, locale),
      link: inLocale(`/qr-access/${certificateId}`),
      member: inLocale(LINKS.certificate(certificateId)),
    }),
  });
}

export async function revokeCertificate(ctx: AppContext, principal: Principal, id: string, reason: string, now = new Date()) {
  const organisationIds = await lspIdsOf(ctx.db, principal);
  const certificate = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('certificates')
      .select(['id', 'number', 'revoked_at', 'holder_account_id', 'scheme_id'])
      .where('id', '=', id)
      .where('organisation_id', 'in', tenantIds(organisationIds))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.revoked_at) throw conflictOf('certification.errors.alreadyRevoked');
    await trx.updateTable('certificates').set({ revoked_at: now, revocation_reason: reason }).where('id', '=', id).execute();
    // The revoked certificate's document differs (DICABUT / REVOKED): a new version to store, with the revocation.
    await enqueueCertificatePdf(ctx, trx, id);
    return row;
  });
  ctx.jobs.wake(CERTIFICATE_PDF_JOB);
  ctx.events.emit('certificate.revoked', { certificateId: id });
  tell(
    ctx,
    [certificate.holder_account_id],
    'certificateRevokedTitle',
    'certificateRevokedBody',
    { number: certificate.number, reason },
    LINKS.certificate(id),
  );
}

// The assessor's steps.

export async function progress(ctx: AppContext, principal: Principal, id: string, to: 'pre-assessment' | 'assessment') {
  const scope = await scopeOf(ctx.db, principal, 'assessor');
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedRegistration(trx, scope, id);
    if (row.assessor_account_id !== principal.accountId) throw notFound();
    if (to === 'assessment' && canMoveRegistration(row.state as RegistrationState, to)) await requireLocked(trx, id, ['FR.AK.01']);
    await moveRegistration(trx, row, to, principal.accountId, null);
  });
}

export async function recommend(ctx: AppContext, principal: Principal, id: string, recommendation: 'K' | 'BK') {
  const scope = await scopeOf(ctx.db, principal, 'assessor');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedRegistration(trx, scope, id);
    if (locked.assessor_account_id !== principal.accountId) throw notFound();
    const to: RegistrationState = recommendation === 'K' ? 'recommended-k' : 'recommended-bk';
    if (!canMoveRegistration(locked.state as RegistrationState, to)) throw conflictOf('certification.errors.illegalMove');
    await requireLocked(trx, id, REQUIRED_FORMS);
    await moveRegistration(trx, locked, to, principal.accountId, null, { recommendation });
    return locked;
  });
  const scheme = await schemeTitleOf(ctx.db, row.scheme_id);
  const asesi = await personRef(ctx.db, row.asesi_account_id);
  tell(
    ctx,
    await adminsOf(ctx.db, row.organisation_id),
    'registrationSubmittedTitle',
    'registrationSubmittedBody',
    { asesi: asesi.name, scheme: titleOf(scheme) },
    LINKS.lsp(row.schedule_id, id),
  );
}

/**
 * Opens one of the flow's forms for a registration (one instance per form and registration): the assessor the
 * instruments of the assessment while it runs, the asesi the feedback (FR.AK.03) and the appeal (FR.AK.04) after.
 */
export async function openForm(
  ctx: AppContext,
  forms: Forms,
  principal: Principal,
  id: string,
  code: string,
  relation: 'assessor' | 'asesi',
): Promise<string> {
  const scope = await scopeOf(ctx.db, principal, relation);
  const form = forms.get(code) ?? [...forms.values()].find(({ definition }) => definition.slug === code);
  if (!form) throw notFound('forms.unknownSlug');
  const offered = (ASESI_FORMS as readonly string[]).includes(form.definition.code) === (relation === 'asesi');
  if (!offered) throw conflictOf('certification.errors.formNotOffered');
  const needed: RegistrationAction = relation === 'asesi' ? 'give-feedback' : 'open-form';
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockedRegistration(trx, scope, id);
    if (relation === 'assessor' && row.assessor_account_id !== principal.accountId) throw notFound();
    if (!registrationActions(relation, factsOf(row, false, false), new Date()).includes(needed)) throw conflictOf('certification.errors.illegalMove');
    const existing = await trx
      .selectFrom('form_instances')
      .select('id')
      .where('registration_id', '=', id)
      .where('form_code', '=', form.definition.code)
      .executeTakeFirst();
    if (existing) return existing.id;
    const site = await trx
      .selectFrom('certification_schedules')
      .innerJoin('test_sites', 'test_sites.id', 'certification_schedules.test_site_id')
      .select('test_sites.type')
      .where('certification_schedules.id', '=', row.schedule_id)
      .executeTakeFirstOrThrow();
    return insertInstance(trx, form, {
      schemeId: row.scheme_id,
      asesiId: row.asesi_account_id,
      asesorId: row.assessor_account_id,
      createdBy: principal.accountId,
      tuk: TUK_LABEL[site.type],
      scheduleRef: row.schedule_id,
      registrationId: id,
    });
  });
}

// Appeals.

export async function lodgeAppeal(ctx: AppContext, principal: Principal, id: string, reason: string, now = new Date()): Promise<string> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockedRegistration(trx, { relation: 'asesi', accountId: principal.accountId }, id);
    const open = await trx
      .selectFrom('certification_appeals')
      .select('id')
      .where('registration_id', '=', id)
      .where('state', '=', 'submitted')
      .executeTakeFirst();
    const decidedAt = row.decided_at ? new Date(row.decided_at) : null;
    if (row.state !== 'not-yet-competent' || open || !decidedAt || !appealOpen(decidedAt, now)) {
      throw conflictOf('certification.errors.appealNotOpen', { days: APPEAL_WINDOW_DAYS });
    }
    const appeal = await trx
      .insertInto('certification_appeals')
      .values({ organisation_id: row.organisation_id, registration_id: id, asesi_account_id: principal.accountId, reason })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { row, appealId: appeal.id };
  });
  const scheme = await schemeTitleOf(ctx.db, result.row.scheme_id);
  const asesi = await personRef(ctx.db, principal.accountId);
  tell(
    ctx,
    await adminsOf(ctx.db, result.row.organisation_id),
    'appealSubmittedTitle',
    'appealSubmittedBody',
    { asesi: asesi.name, scheme: titleOf(scheme) },
    LINKS.lsp(result.row.schedule_id, id),
  );
  return result.appealId;
}

/** Upheld sends the registration back to assessment (the asesi is assessed again); dismissed closes the appeal. */
export async function decideAppeal(ctx: AppContext, principal: Principal, appealId: string, upheld: boolean, note: string, now = new Date()) {
  const organisationIds = await lspIdsOf(ctx.db, principal);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const appeal = await trx
      .selectFrom('certification_appeals')
      .select(['id', 'registration_id', 'state'])
      .where('id', '=', appealId)
      .where('organisation_id', 'in', tenantIds(organisationIds))
      .forUpdate()
      .executeTakeFirst();
    if (!appeal) throw notFound();
    if (appeal.state !== 'submitted') throw conflictOf('certification.errors.illegalMove');
    await trx
      .updateTable('certification_appeals')
      .set({ state: upheld ? 'upheld' : 'dismissed', decision_note: note, decided_by: principal.accountId, decided_at: now })
      .where('id', '=', appealId)
      .execute();
    const registration = await lockedRegistration(trx, { relation: 'lsp', organisationIds }, appeal.registration_id);
    if (upheld)
      await moveRegistration(trx, registration, 'assessment', principal.accountId, note, {
        recommendation: null,
        decided_at: null,
        decided_by: null,
      });
    return registration;
  });
  const scheme = await schemeTitleOf(ctx.db, row.scheme_id);
  tell(
    ctx,
    [row.asesi_account_id],
    'appealDecidedTitle',
    upheld ? 'appealUpheldBody' : 'appealDismissedBody',
    { scheme: titleOf(scheme), note },
    LINKS.asesi(row.id),
  );
}

// One registration as its people see it.

function factsOf(row: RegistrationRow, hasValidCertificate: boolean, hasOpenAppeal: boolean) {
  return {
    state: row.state as RegistrationState,
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
    hasValidCertificate,
    hasOpenAppeal,
  };
}

export async function registrationView(db: Db, scope: RegistrationScope, id: string, now = new Date()): Promise<RegistrationView> {
  const row = await reachableRegistrations(db, scope).where('assessment_registrations.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const [schedules, asesi, assessor, events, forms, certificateRow, appeals] = await Promise.all([
    scheduleViews(db, (eb) => eb.and([eb('certification_schedules.id', '=', row.schedule_id)])),
    personRef(db, row.asesi_account_id),
    row.assessor_account_id ? personRef(db, row.assessor_account_id) : Promise.resolve(null),
    eventsOf(db, id),
    formsOf(db, id),
    certificateRows(db).where('certificates.registration_id', '=', id).executeTakeFirst(),
    appealViews(db, { registrationId: id }),
  ]);
  const certificate = certificateRow ? certificateSummary(certificateRow, now) : null;
  const facts = factsOf(
    row,
    certificate?.status === 'valid',
    appeals.some((appeal) => appeal.state === 'submitted'),
  );
  const schedule = schedules[0];
  if (!schedule) throw notFound();
  const isOwnAssessor = scope.relation !== 'assessor' || row.assessor_account_id === scope.accountId;
  return {
    id: row.id,
    state: row.state as RegistrationState,
    purpose: row.purpose,
    schedule,
    asesi,
    assessor: assessor && { accountId: assessor.accountId, name: assessor.name },
    fee: Number(row.fee),
    verificationNote: row.verification_note,
    recommendation: row.recommendation,
    decisionCommittee: row.decision_committee,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    events,
    forms,
    certificate,
    appeals,
    actions: isOwnAssessor ? registrationActions(scope.relation, facts, now) : [],
  };
}

/**
 * After someone signs a part of a registration's form, the others whose signature it still needs are told that it
 * waits for them (the asesi, the assigned assessor, or the LSP's admins for the LSP's part).
 */
export async function tellWhoMustSign(ctx: AppContext, forms: Forms, instanceId: string, signerId: string) {
  const instance = await ctx.db
    .selectFrom('form_instances')
    .select(['form_code', 'registration_id', 'asesi_account_id', 'asesor_account_id', 'version', 'scheme_id'])
    .where('id', '=', instanceId)
    .executeTakeFirst();
  const form = instance && forms.get(instance.form_code);
  if (!instance?.registration_id || !form) return;
  const signed = await ctx.db
    .selectFrom('form_signatures')
    .select('part_key')
    .where('instance_id', '=', instanceId)
    .where('version', '=', instance.version)
    .execute();
  const waiting = form.definition.parts.filter((part) => part.signature === 'required' && !signed.some((row) => row.part_key === part.key));
  const registration = await ctx.db
    .selectFrom('assessment_registrations')
    .select(['organisation_id'])
    .where('id', '=', instance.registration_id)
    .executeTakeFirstOrThrow();
  const people = new Set<string>();
  for (const part of waiting) {
    if (part.role === 'asesi' && instance.asesi_account_id) people.add(instance.asesi_account_id);
    else if (part.role === 'asesor' && instance.asesor_account_id) people.add(instance.asesor_account_id);
    else if (part.role === 'admin-lsp') for (const admin of await adminsOf(ctx.db, registration.organisation_id)) people.add(admin);
  }
  people.delete(signerId);
  if (!people.size || !instance.scheme_id) return;
  const scheme = await schemeTitleOf(ctx.db, instance.scheme_id);
  tell(
    ctx,
    [...people],
    'formAwaitsTitle',
    'formAwaitsBody',
    {
      form: { id: `${form.definition.code} ${form.definition.title.id}`, en: `${form.definition.code} ${form.definition.title.en}` },
      scheme: titleOf(scheme),
    },
    `/form/${form.definition.slug}/${instanceId}`,
  );
}
