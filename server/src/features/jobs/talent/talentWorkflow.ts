import { translate, type MessageParams } from '@core/i18n/catalog';
import type { Locale } from '@core/i18n/locales';
import { canMoveRequest, canRequest, initialsOf, type TalentRequestStatus } from '@core/jobs/talent';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { HttpError, notFound } from '../../../platform/httpError';
import { employerAccountsOf } from '../portal/workflow';
import { formatLongDate } from '@core/format/dates';

/**
 * The talent source's writes (docs/decisions/2026-11-26-job-portal.md "Talent source"): an employer's data request (one
 * row per organisation and person, sent again after a rejection per canRequest), and the job seeker's answers, each in
 * one transaction with the request row locked. The other side is told through the hub (category 'jobs'); the job
 * seeker also by e-mail through the outbox, like an application's status.
 */

const JOB_SEEKER_LINK = '/job-seeker/job-profile';
const talentLink = (accountId: string) => `/employer/talent-source/${accountId}`;
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

type NotificationKey = keyof typeof import('@core/i18n/talentSource.en').talentSourceEn.notifications;

function tell(ctx: AppContext, accountIds: string[], title: NotificationKey, body: NotificationKey, params: MessageParams, link: string) {
  const text = (key: NotificationKey) => ({
    id: translate('id', `talentSource.notifications.${key}`, params),
    en: translate('en', `talentSource.notifications.${key}`, params),
  });
  ctx.events.emit('notification.requested', { category: 'jobs', accountIds, title: text(title), body: text(body), link });
}

const dateOf = (locale: Locale, at: Date) => formatLongDate(at.toISOString(), locale);

/**
 * POST /employer/talent-source/{id}/request. The person must be one the organisation may see (else 404), the
 * vacancy the organisation's own (else 404); an earlier request answers 409 unless it was rejected long enough ago.
 */
export async function requestData(
  ctx: AppContext,
  principal: Principal,
  organisationId: string,
  accountId: string,
  body: { message: string; vacancyId?: string },
  now = new Date(),
): Promise<void> {
  const { db } = ctx;
  const person = await db
    .selectFrom('job_profiles')
    .innerJoin('accounts', 'accounts.id', 'job_profiles.account_id')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['job_profiles.open_to_offers', 'users.fullname', 'users.email', 'users.locale'])
    .where('job_profiles.account_id', '=', accountId)
    .executeTakeFirst();
  const company = await db.selectFrom('organisations').select('legal_name').where('id', '=', organisationId).executeTakeFirstOrThrow();
  if (body.vacancyId) {
    const vacancy = await db
      .selectFrom('job_vacancies')
      .select('id')
      .where('id', '=', body.vacancyId)
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (!vacancy) throw notFound();
  }
  const message = body.message.trim();
  try {
    await db.transaction().execute(async (trx) => {
      const earlier = await trx
        .selectFrom('talent_requests')
        .select(['id', 'status', 'decided_at'])
        .where('organisation_id', '=', organisationId)
        .where('profile_account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
      // Someone who opted out is found only by an organisation they approved, which cannot ask again anyway.
      if (!person || (!person.open_to_offers && earlier?.status !== 'approved')) throw notFound();
      const verdict = canRequest(earlier ? { status: earlier.status, decidedAt: earlier.decided_at } : null, now);
      if (!verdict.ok) {
        if (verdict.reason === 'tooSoon') throw new HttpError(409, 'talentSource.errors.tooSoon', { date: dateOf(person.locale, verdict.retryAt) });
        throw new HttpError(409, verdict.reason === 'approved' ? 'talentSource.errors.alreadyApproved' : 'talentSource.errors.alreadyRequested');
      }
      const values = {
        status: 'waiting-approval' as const,
        message,
        vacancy_id: body.vacancyId ?? null,
        requested_by: principal.accountId,
        decided_at: null,
        created_at: now,
        updated_at: now,
      };
      if (earlier) await trx.updateTable('talent_requests').set(values).where('id', '=', earlier.id).execute();
      else
        await trx
          .insertInto('talent_requests')
          .values({ ...values, organisation_id: organisationId, profile_account_id: accountId })
          .execute();
    });
  } catch (error) {
    // Two recruiters asking at once: the unique key lets one through.
    if (isUniqueViolation(error)) throw new HttpError(409, 'talentSource.errors.alreadyRequested');
    throw error;
  }
  const params = { company: company.legal_name };
  tell(ctx, [accountId], 'requestTitle', 'requestBody', params, JOB_SEEKER_LINK);
  await ctx.mailer.send({
    to: person!.email,
    subject: translate(person!.locale, 'talentSource.mail.requestSubject', params),
    text: translate(person!.locale, 'talentSource.mail.requestBody', {
      ...params,
      name: person!.fullname,
      message,
      link: `${ctx.config.publicUrl}${person!.locale === 'en' ? '/en' : ''}${JOB_SEEKER_LINK}`,
    }),
  });
}

async function lockedOwnRequest(trx: Db, accountId: string, id: string) {
  const row = await trx
    .selectFrom('talent_requests')
    .select(['id', 'status', 'organisation_id'])
    .where('id', '=', id)
    .where('profile_account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** POST .../data-requests/{id}/open: a waiting request is now being considered; any other is left as it is. */
export async function openRequest(db: Db, principal: Principal, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedOwnRequest(trx, principal.accountId, id);
    if (row.status !== 'waiting-approval') return;
    await trx.updateTable('talent_requests').set({ status: 'agreement-on-process', updated_at: new Date() }).where('id', '=', id).execute();
  });
}

/** POST .../data-requests/{id}/decision: approve or reject (also withdrawing an approval); anything else is 409. */
export async function decideRequest(ctx: AppContext, principal: Principal, id: string, decision: 'approve' | 'reject'): Promise<void> {
  const to: TalentRequestStatus = decision === 'approve' ? 'approved' : 'rejected';
  const now = new Date();
  const row = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedOwnRequest(trx, principal.accountId, id);
    if (!canMoveRequest(locked.status, to)) throw new HttpError(409, 'talentSource.errors.illegalMove');
    await trx.updateTable('talent_requests').set({ status: to, decided_at: now, updated_at: now }).where('id', '=', id).execute();
    return locked;
  });
  const user = await ctx.db.selectFrom('users').select('fullname').where('id', '=', principal.userId).executeTakeFirstOrThrow();
  // A rejection names the person by initials only: the employer never learnt more.
  const body: NotificationKey = to === 'approved' ? 'approvedBody' : 'rejectedBody';
  tell(
    ctx,
    await employerAccountsOf(ctx.db, row.organisation_id),
    'decisionTitle',
    body,
    { name: to === 'approved' ? user.fullname : initialsOf(user.fullname) },
    talentLink(principal.accountId),
  );
}
