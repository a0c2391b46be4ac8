import type { FastifyInstance } from 'fastify';
import { FORM_PLATFORM_ROLES, fieldErrors, requiredSignatures, visibleSchema, type JsonObject } from '../../../../src/core/forms';
import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { conflict, notFound } from '../../platform/httpError';
import { requestLocale, t } from '../../platform/locale';
import { principalOf } from '../../platform/policy';
import type { Principal } from '../../platform/accessTokens';
import type { LoadedForm } from './formDefinitions';
import { assertMayWrite, assertNotSigned, instanceView, isParticipant, loadInstance, partOf, rolesOf, schemeById, type Loaded } from './instances';
import { headerOf, personOf, prefilledData } from './prefill';

const policy = FORM_PLATFORM_ROLES;
const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
const partParams = { type: 'object', required: ['id', 'part'], properties: { id: uuid, part: { type: 'string', maxLength: 64 } } } as const;
const partBody = { type: 'object', required: ['data'], additionalProperties: false, properties: { data: { type: 'object' } } } as const;
/** A drawn signature is a PNG data URL of a small pad; typed is the signer's name. */
const signBody = {
  type: 'object', required: ['kind', 'value'], additionalProperties: false,
  properties: { kind: { enum: ['drawn', 'typed'] }, value: { type: 'string', minLength: 1, maxLength: 200_000 } },
} as const;
const createBody = {
  type: 'object', required: ['form'], additionalProperties: false,
  properties: { form: { type: 'string', maxLength: 80 }, schemeId: uuid, asesiAccountId: uuid, scheduleRef: { type: 'string', maxLength: 80 }, tuk: { enum: ['Sewaktu', 'Tempat Kerja', 'Mandiri'] } },
} as const;

type PartRequest = { Params: { id: string; part: string }; Body: { data: JsonObject } };

/** Assessment forms (certification family): definitions, schemes and filled instances with their parts, signatures, versions and audit. */
export async function certificationRoutes(app: FastifyInstance, { ctx, forms }: { ctx: AppContext; forms: Map<string, LoadedForm> }) {
  const { db } = ctx;
  const bySlug = (slug: string) => [...forms.values()].find(({ definition }) => definition.slug === slug || definition.code === slug);

  const audit = (instanceId: string, version: number, principal: Principal, action: string, partKey: string | null, detail: JsonObject = {}, idempotencyKey: string | null = null) =>
    db.insertInto('form_audit').values({ instance_id: instanceId, version, account_id: principal.accountId, action, part_key: partKey, idempotency_key: idempotencyKey, detail: JSON.stringify(detail) }).execute();

  app.get('/forms', { config: { policy } }, async (request, reply) =>
    envelope(request, reply, [...forms.values()].map(({ definition: { code, slug, title, stage, parts } }) => ({ code, slug, title, stage, parts }))),
  );

  // The definition as the caller may see it: FR.IA.05's key never reaches an asesi's browser.
  app.get<{ Params: { slug: string } }>('/forms/:slug', { config: { policy }, schema: { params: { type: 'object', properties: { slug: { type: 'string', maxLength: 80 } } } } }, async (request, reply) => {
    const form = bySlug(request.params.slug);
    if (!form) throw notFound('forms.unknownSlug');
    const { example: _example, ...definition } = form.definition;
    const schema = rolesOf(principalOf(request)).reduce((visible, role) => visibleSchema({ ...definition, example: {}, schema: visible }, role), definition.schema);
    return envelope(request, reply, { ...definition, schema });
  });

  app.get('/schemes', { config: { policy } }, async (request, reply) => {
    const rows = await db.selectFrom('certification_schemes').select(['id', 'code', 'title_id', 'title_en', 'standard', 'units']).orderBy('code').execute();
    return envelope(request, reply, rows.map((row) => ({ id: row.id, code: row.code, title: { id: row.title_id, en: row.title_en }, standard: row.standard, units: row.units.map(({ kode, judul }) => ({ kode, judul })) })));
  });

  app.post<{ Body: { form: string; schemeId?: string; asesiAccountId?: string; scheduleRef?: string; tuk?: string } }>(
    '/form-instances',
    { config: { policy }, schema: { body: createBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      const form = bySlug(request.body.form);
      if (!form) throw notFound('forms.unknownSlug');
      const scheme = await schemeById(db, request.body.schemeId ?? null);
      if (request.body.schemeId && !scheme) throw notFound('forms.unknownScheme');
      // An asesi opens forms for themself; the assessor's side and the LSP name the asesi when they know them.
      const asesiId = rolesOf(principal).includes('asesi') ? principal.accountId : (request.body.asesiAccountId ?? null);
      const asesorId = rolesOf(principal).includes('asesor') ? principal.accountId : null;
      const asesi = await personOf(db, asesiId);
      const data = prefilledData(form.definition, scheme, asesi);
      const konteks = headerOf(form.definition, scheme, { asesi: asesi?.fullname, asesor: (await personOf(db, asesorId))?.fullname }, request.body.tuk ?? 'Sewaktu', new Date().toISOString().slice(0, 10));
      if (konteks) data.konteks = konteks;
      const row = await db
        .insertInto('form_instances')
        .values({ form_code: form.definition.code, scheme_id: scheme?.id ?? null, asesi_account_id: asesiId, asesor_account_id: asesorId, schedule_ref: request.body.scheduleRef ?? null, created_by: principal.accountId, data: JSON.stringify(data), submitted_parts: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(row.id, 1, principal, 'create', null, { form: form.definition.code, schemeId: scheme?.id ?? null });
      return envelope(request, reply, await instanceView(db, principal, await loadInstance(db, forms, principal, row.id)), 'messages.ok', 201);
    },
  );

  app.get<{ Querystring: { box?: string } }>(
    '/form-instances',
    { config: { policy }, schema: { querystring: { type: 'object', additionalProperties: false, properties: { box: { enum: ['draft', 'waiting', 'completed'] } } } } },
    async (request, reply) => {
      const principal = principalOf(request);
      const me = principal.accountId;
      const rows = await db
        .selectFrom('form_instances')
        .leftJoin('certification_schemes', 'certification_schemes.id', 'form_instances.scheme_id')
        .selectAll('form_instances')
        .where((eb) => eb.or([eb('created_by', '=', me), eb('asesi_account_id', '=', me), eb('asesor_account_id', '=', me), eb('certification_schemes.lsp_account_id', '=', me), eb('asesor_account_id', 'is', null)]))
        .orderBy('form_instances.updated_at', 'desc')
        .limit(200)
        .execute();
      const views = [];
      for (const instance of rows) {
        const form = forms.get(instance.form_code);
        if (!form) continue;
        const loaded: Loaded = { instance, form, scheme: await schemeById(db, instance.scheme_id) };
        if (!isParticipant(principal, loaded)) continue;
        const view = await instanceView(db, principal, loaded);
        if (request.query.box ? view.box === request.query.box : view.box !== 'other') {
          views.push({ id: view.id, form: view.form, slug: view.slug, title: form.definition.title, version: view.version, status: view.status, box: view.box, updatedAt: view.updatedAt });
        }
      }
      return envelope(request, reply, views);
    },
  );

  app.get<{ Params: { id: string } }>('/form-instances/:id', { config: { policy }, schema: { params: idParams } }, async (request, reply) => {
    const principal = principalOf(request);
    return envelope(request, reply, await instanceView(db, principal, await loadInstance(db, forms, principal, request.params.id)));
  });

  app.get<{ Params: { id: string } }>('/form-instances/:id/audit', { config: { policy }, schema: { params: idParams } }, async (request, reply) => {
    const { instance } = await loadInstance(db, forms, principalOf(request), request.params.id);
    const rows = await db.selectFrom('form_audit').select(['version', 'account_id', 'action', 'part_key', 'detail', 'created_at']).where('instance_id', '=', instance.id).orderBy('id').execute();
    return envelope(request, reply, rows.map((row) => ({ version: row.version, accountId: row.account_id, action: row.action, part: row.part_key, detail: row.detail, at: row.created_at })));
  });

  /**
   * Writes one part, as a draft (any partial data) or a submit (the whole document checked against the form's
   * schema, only this part's errors counting). A locked instance is not changed: the write opens the next
   * version, whose signatures start empty; the locked one stays in form_versions.
   */
  async function writePart(request: { params: { id: string; part: string }; body: { data: JsonObject } }, principal: Principal, submit: boolean, idempotencyKey: string | null) {
    const loaded = await loadInstance(db, forms, principal, request.params.id);
    const { instance, form } = loaded;
    const part = partOf(form.definition, request.params.part);
    assertMayWrite(principal, loaded, part);
    await assertNotSigned(db, instance, part.key);
    const data = { ...(instance.data as JsonObject), [part.key]: request.body.data };
    if (submit && !form.validate(data)) {
      const mine = (form.validate.errors ?? []).filter((error) => error.instancePath.startsWith(`/${part.key}`) || (error.instancePath === '' && (error.params as { missingProperty?: string }).missingProperty === part.key));
      if (mine.length) return { errors: mine };
    }
    const locked = instance.status === 'locked';
    const version = locked ? instance.version + 1 : instance.version;
    // Other parts keep their submitted data in the next version; only their signatures are asked for again.
    const submittedParts = { ...instance.submitted_parts };
    if (submit) submittedParts[part.key] = new Date().toISOString();
    else delete submittedParts[part.key];
    // The first assessor to write an assessor's part takes the instance and appears in its header.
    const claims = instance.asesor_account_id === null && part.role === 'asesor' && rolesOf(principal).includes('asesor');
    if (claims && data.konteks && typeof data.konteks === 'object' && 'asesor' in data.konteks) {
      data.konteks = { ...data.konteks, asesor: (await personOf(db, principal.accountId))?.fullname ?? '' };
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('form_instances')
        .set({ data: JSON.stringify(data), version, status: locked || !submit ? 'draft' : 'submitted', submitted_parts: JSON.stringify(submittedParts), updated_at: new Date(), ...(claims ? { asesor_account_id: principal.accountId } : {}) })
        .where('id', '=', instance.id)
        .execute();
      if (locked) await trx.insertInto('form_audit').values({ instance_id: instance.id, version, account_id: principal.accountId, action: 'new-version', part_key: part.key, detail: JSON.stringify({ from: instance.version }) }).execute();
      await trx.insertInto('form_audit').values({ instance_id: instance.id, version, account_id: principal.accountId, action: submit ? 'submit' : 'save-draft', part_key: part.key, idempotency_key: idempotencyKey, detail: '{}' }).execute();
    });
    return { errors: null };
  }

  app.put<PartRequest>('/form-instances/:id/parts/:part', { config: { policy }, schema: { params: partParams, body: partBody } }, async (request, reply) => {
    const principal = principalOf(request);
    await writePart(request, principal, false, null);
    return envelope(request, reply, await instanceView(db, principal, await loadInstance(db, forms, principal, request.params.id)), 'forms.saved');
  });

  // A retried submit with the same Idempotency-Key answers with the instance as it is, without a second write.
  app.post<PartRequest>('/form-instances/:id/parts/:part/submit', { config: { policy }, schema: { params: partParams, body: partBody } }, async (request, reply) => {
    const principal = principalOf(request);
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : null;
    const seen = key && (await db.selectFrom('form_audit').select('id').where('instance_id', '=', request.params.id).where('idempotency_key', '=', key).executeTakeFirst());
    if (!seen) {
      const { errors } = await writePart(request, principal, true, key);
      if (errors) {
        reply.code(422);
        return { statusCode: 422, message: t(request, 'forms.invalid'), data: { errors: fieldErrors(errors, requestLocale(request)) } };
      }
    }
    return envelope(request, reply, await instanceView(db, principal, await loadInstance(db, forms, principal, request.params.id)), 'forms.submitted');
  });

  app.post<{ Params: { id: string; part: string }; Body: { kind: 'drawn' | 'typed'; value: string } }>(
    '/form-instances/:id/parts/:part/sign',
    { config: { policy }, bodyLimit: 512 * 1024, schema: { params: partParams, body: signBody } },
    async (request, reply) => {
      const principal = principalOf(request);
      const loaded = await loadInstance(db, forms, principal, request.params.id);
      const { instance, form } = loaded;
      const part = partOf(form.definition, request.params.part);
      assertMayWrite(principal, loaded, part);
      if (instance.status === 'locked') throw conflict('forms.partSigned');
      if (!instance.submitted_parts[part.key]) throw conflict('forms.notSubmitted');
      await assertNotSigned(db, instance, part.key);
      const signer = await personOf(db, principal.accountId);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('form_signatures').values({ instance_id: instance.id, version: instance.version, part_key: part.key, account_id: principal.accountId, signer_name: signer?.fullname ?? '', kind: request.body.kind, value: request.body.value }).execute();
        await trx.insertInto('form_audit').values({ instance_id: instance.id, version: instance.version, account_id: principal.accountId, action: 'sign', part_key: part.key, detail: JSON.stringify({ kind: request.body.kind }) }).execute();
        const signed = await trx.selectFrom('form_signatures').select('part_key').where('instance_id', '=', instance.id).where('version', '=', instance.version).execute();
        if (requiredSignatures(form.definition).every((required) => signed.some((row) => row.part_key === required.key))) {
          await trx.updateTable('form_instances').set({ status: 'locked', updated_at: new Date() }).where('id', '=', instance.id).execute();
          await trx.insertInto('form_versions').values({ instance_id: instance.id, version: instance.version, data: JSON.stringify(instance.data) }).execute();
          await trx.insertInto('form_audit').values({ instance_id: instance.id, version: instance.version, account_id: principal.accountId, action: 'lock', part_key: null, detail: '{}' }).execute();
        }
      });
      return envelope(request, reply, await instanceView(db, principal, await loadInstance(db, forms, principal, request.params.id)), 'forms.signed');
    },
  );
}
