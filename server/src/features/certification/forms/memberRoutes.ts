import { FORM_PLATFORM_ROLES, fieldErrors, visibleSchema } from '@core/forms';
import type { FormSummary, SchemeSummary } from '@core/forms/contract';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { notFound, unprocessable } from '../../../platform/httpError';
import { requestLocale } from '../../../platform/locale';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import type { LoadedForm } from './formDefinitions';
import { auditOf, listSchemes } from './queries';
import { rolesOf } from './rules';
import {
  assignBody,
  auditAnswer,
  createBody,
  definitionAnswer,
  formsAnswer,
  idParams,
  instanceAnswer,
  instanceCreatedAnswer,
  instancesAnswer,
  listQuery,
  partBody,
  partParams,
  schemesAnswer,
  signBody,
  slugParams,
} from './schemas';
import { assignAssessor, createInstance, listInstances, loadInstance, signPart, viewOf, writePart } from './service';
import { tellWhoMustSign } from '../registrations/workflow';

const policy = FORM_PLATFORM_ROLES;

/** The Idempotency-Key header of a submit, when it is a usable one. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : null;
}

/**
 * The forms as the people who fill them use them (asesi, assessors, LSPs): definitions, schemes, and the
 * instances they reach (queries.ts `reachableInstances`) with their parts, signatures and audit.
 */
export async function memberRoutes(app: ContractedApp, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const bySlug = (slug: string) => [...forms.values()].find(({ definition }) => definition.slug === slug || definition.code === slug);

  app.get('/forms', { config: { policy }, schema: { response: formsAnswer } }, async (request, reply) =>
    envelope(
      request,
      reply,
      [...forms.values()].map(({ definition: { code, slug, title, stage, parts } }): FormSummary => ({ code, slug, title, stage, parts })),
    ),
  );

  // The definition as the caller may see it: FR.IA.05's key never reaches an asesi's browser.
  app.get('/forms/:slug', { config: { policy }, schema: { params: slugParams, response: definitionAnswer } }, async (request, reply) => {
    const form = bySlug(request.params.slug);
    if (!form) throw notFound('forms.unknownSlug');
    const { example: _example, ...definition } = form.definition;
    const schema = rolesOf(principalOf(request)).reduce(
      (visible, role) => visibleSchema({ ...definition, example: {}, schema: visible }, role),
      definition.schema,
    );
    return envelope(request, reply, { ...definition, schema });
  });

  app.get('/schemes', { config: { policy }, schema: { response: schemesAnswer } }, async (request, reply) => {
    const rows = await listSchemes(db);
    const schemes = rows.map((row): SchemeSummary & { units: { kode: string; judul: string }[] } => ({
      id: row.id,
      code: row.code,
      title: { id: row.title_id, en: row.title_en },
      standard: row.standard,
      units: row.units.map(({ kode, judul }) => ({ kode, judul })),
    }));
    return envelope(request, reply, schemes);
  });

  app.post('/form-instances', { config: { policy }, schema: { body: createBody, response: instanceCreatedAnswer } }, async (request, reply) => {
    const principal = principalOf(request);
    const form = bySlug(request.body.form);
    if (!form) throw notFound('forms.unknownSlug');
    const id = await createInstance(db, form, principal, request.body);
    return envelope(request, reply, await viewOf(db, forms, principal, id), 'messages.ok', 201);
  });

  app.get('/form-instances', { config: { policy }, schema: { querystring: listQuery, response: instancesAnswer } }, async (request, reply) =>
    envelope(request, reply, await listInstances(db, forms, principalOf(request), request.query.box)),
  );

  app.get('/form-instances/:id', { config: { policy }, schema: { params: idParams, response: instanceAnswer } }, async (request, reply) =>
    envelope(request, reply, await viewOf(db, forms, principalOf(request), request.params.id)),
  );

  app.put(
    '/form-instances/:id/assessor',
    { config: { policy }, schema: { params: idParams, body: assignBody, response: instanceAnswer } },
    async (request, reply) => {
      const principal = principalOf(request);
      await assignAssessor(db, forms, principal, request.params.id, request.body.asesorEmail);
      return envelope(request, reply, await viewOf(db, forms, principal, request.params.id));
    },
  );

  app.get('/form-instances/:id/audit', { config: { policy }, schema: { params: idParams, response: auditAnswer } }, async (request, reply) => {
    const { instance } = await loadInstance(db, forms, principalOf(request), request.params.id);
    const rows = await auditOf(db, instance.id);
    return envelope(
      request,
      reply,
      rows.map((row) => ({
        version: row.version,
        accountId: row.account_id,
        action: row.action,
        part: row.part_key,
        detail: row.detail,
        at: row.created_at.toISOString(),
      })),
    );
  });

  app.put(
    '/form-instances/:id/parts/:part',
    { config: { policy }, schema: { params: partParams, body: partBody, response: instanceAnswer } },
    async (request, reply) => {
      const principal = principalOf(request);
      await writePart(db, forms, principal, {
        id: request.params.id,
        partKey: request.params.part,
        data: request.body.data,
        submit: false,
        idempotencyKey: null,
      });
      return envelope(request, reply, await viewOf(db, forms, principal, request.params.id), 'forms.saved');
    },
  );

  // A retried submit (same person, part and Idempotency-Key) answers with the instance as it is, without a second write.
  app.post(
    '/form-instances/:id/parts/:part/submit',
    { config: { policy }, schema: { params: partParams, body: partBody, response: instanceAnswer } },
    async (request, reply) => {
      const principal = principalOf(request);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const { errors, definition } = await writePart(db, forms, principal, {
        id: request.params.id,
        partKey: request.params.part,
        data: request.body.data,
        submit: true,
        idempotencyKey,
      });
      if (errors) throw unprocessable('forms.invalid', fieldErrors(errors, requestLocale(request), definition));
      return envelope(request, reply, await viewOf(db, forms, principal, request.params.id), 'forms.submitted');
    },
  );

  app.post(
    '/form-instances/:id/parts/:part/sign',
    { config: { policy }, bodyLimit: 512 * 1024, schema: { params: partParams, body: signBody, response: instanceAnswer } },
    async (request, reply) => {
      const principal = principalOf(request);
      await signPart(db, forms, principal, {
        id: request.params.id,
        partKey: request.params.part,
        kind: request.body.kind,
        value: request.body.value,
      });
      await tellWhoMustSign(ctx, forms, request.params.id, principal.accountId);
      return envelope(request, reply, await viewOf(db, forms, principal, request.params.id), 'forms.signed');
    },
  );
}
