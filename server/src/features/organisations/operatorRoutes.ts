import { translate } from '@core/i18n/catalog';
import { containsPattern, contentRange, parseListQuery } from '@core/catalogue/adminList';
import { ListQueryText } from '@core/catalogue/adminList.contract';
import { ORGANISATION_KINDS, VERIFICATION_STATES } from '@core/organisations/contract';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { badRequest, notFound } from '../../platform/httpError';
import { areaPolicy } from '../../platform/menus';
import type { ContractedApp } from '../../platform/typeProvider';
import { mailVerdict } from './mails';
import { organisationRecord, organisationRecords } from './queries';
import { idParams, recordAnswer, recordsAnswer, verificationBody } from './schemas';

const operator = { policy: areaPolicy('member', 'admin-organisations') } as const;

/**
 * The operator verifies organisations (DESIGN 4a: pending -> verified | rejected with a reason) at
 * /api/main/admin-organisations, with ra-data-simple-rest's list conventions. Only a verified LSP's schedules are
 * offered to asesi; the owner is told the verdict (hub notification, and an e-mail when verified or rejected).
 */
export async function operatorRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const byId = async (id: string) => {
    const row = await organisationRecords(db).where('organisations.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get('/admin-organisations', { config: operator, schema: { querystring: ListQueryText, response: recordsAnswer } }, async (request, reply) => {
    const parsed = parseListQuery(request.query, { kind: 'string', verification: 'string' }, ['createdAt']);
    if ('invalid' in parsed) throw badRequest(parsed.invalid);
    const { query } = parsed;
    let base = organisationRecords(db);
    const { kind, verification } = query.filter;
    if (kind !== undefined) {
      if (!(ORGANISATION_KINDS as readonly unknown[]).includes(kind)) throw badRequest('filter.kind');
      base = base.where('organisations.kind', '=', kind as (typeof ORGANISATION_KINDS)[number]);
    }
    if (verification !== undefined) {
      if (!(VERIFICATION_STATES as readonly unknown[]).includes(verification)) throw badRequest('filter.verification');
      base = base.where('organisations.verification', '=', verification as (typeof VERIFICATION_STATES)[number]);
    }
    if (query.q) {
      const pattern = containsPattern(query.q);
      base = base.where((eb) =>
        eb.or([eb('organisations.legal_name', 'ilike', pattern), eb('organisations.code', 'ilike', pattern), eb('users.email', 'ilike', pattern)]),
      );
    }
    const [rows, count] = await Promise.all([
      base.orderBy('organisations.created_at', query.direction).orderBy('organisations.id').limit(query.limit).offset(query.first).execute(),
      base
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    reply.header('content-range', contentRange('admin-organisations', query.first, rows.length, Number(count.total)));
    return envelope(request, reply, rows.map(organisationRecord));
  });

  app.get('/admin-organisations/:id', { config: operator, schema: { params: idParams, response: recordAnswer } }, async (request, reply) =>
    envelope(request, reply, organisationRecord(await byId(request.params.id))),
  );

  app.put(
    '/admin-organisations/:id',
    { config: operator, schema: { params: idParams, body: verificationBody, response: recordAnswer } },
    async (request, reply) => {
      const { verification } = request.body;
      const reason = request.body.rejectionReason?.trim() || null;
      if (verification === 'rejected' && !reason) throw badRequest('rejectionReason', { rejectionReason: 'organisations.reasonRequired' });
      const before = await byId(request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organisations')
          .set({
            verification,
            rejection_reason: verification === 'rejected' ? reason : null,
            ...(request.body.timeZone ? { time_zone: request.body.timeZone } : {}),
          })
          .where('id', '=', request.params.id)
          .execute();
        // An employer's statusUser (SPEC 5's menu rule) is its company being verified (DESIGN 4a).
        if (before.kind === 'employer')
          await trx
            .updateTable('accounts')
            .set({ status_user: verification === 'verified' ? 1 : 0 })
            .where('id', 'in', (eb) =>
              eb
                .selectFrom('memberships')
                .select('account_id')
                .where('organisation_id', '=', request.params.id)
                .where('role', 'in', ['admin', 'recruiter']),
            )
            .execute();
      });
      if (before.verification !== verification) {
        if (verification !== 'pending')
          await mailVerdict(
            ctx,
            { legalName: before.legal_name, fullname: before.fullname, email: before.email, locale: before.locale },
            verification,
            reason,
          );
        const text = (key: 'organisations.verifiedBody' | 'organisations.rejectedBody' | 'organisations.pendingBody') => ({
          id: translate('id', key, { name: before.legal_name, reason: reason ?? '' }),
          en: translate('en', key, { name: before.legal_name, reason: reason ?? '' }),
        });
        ctx.events.emit('notification.requested', {
          category: 'organisation',
          accountIds: [before.owner_account_id],
          title: { id: translate('id', 'organisations.verdictTitle'), en: translate('en', 'organisations.verdictTitle') },
          body: text(
            verification === 'verified'
              ? 'organisations.verifiedBody'
              : verification === 'rejected'
                ? 'organisations.rejectedBody'
                : 'organisations.pendingBody',
          ),
          link: before.kind === 'lsp' ? '/member/jadwal-lsp' : null,
        });
      }
      return envelope(request, reply, organisationRecord(await byId(request.params.id)), 'operator.saved');
    },
  );
}
