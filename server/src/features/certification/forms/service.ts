import type { ErrorObject } from 'ajv';
import { requiredSignatures, scoreMultipleChoice, visibleData, type FormBox, type FormDefinition, type JsonObject } from '@core/forms';
import type { InstanceSummary, InstanceView } from '@core/forms/contract';
import type { Db } from '../../../db/connect';
import type { Principal } from '../../../platform/accessTokens';
import { conflict, forbidden, HttpError, notFound } from '../../../platform/httpError';
import type { StoredFile } from '../../../platform/storedFiles';
import { openPrivateUpload, storePrivateUpload, type CheckedUpload, type ImageType } from '../../../platform/uploads';
import type { FileStore } from '../../../platform/storage';
import type { LoadedForm } from './formDefinitions';
import { headerOf, prefilledData } from './prefill';
import {
  assessorByEmail,
  evidenceUploadName,
  findReachable,
  insertEvidence,
  isPartSigned,
  listReachable,
  personOf,
  reachesAsesi,
  recordAudit,
  schemeById,
  signaturesOf,
  submitSeen,
} from './queries';
import { assertMayWrite, boxOf, mayWrite, partOf, rolesOf, type Loaded } from './rules';
import type { CreateBody } from './schemas';
import { calendarDayIn } from '@core/time/zones';

type Forms = Map<string, LoadedForm>;

/** Evidence files: the private store's folder (DATA_DIR/uploads/evidence), never served at /uploads/<name>. */
const EVIDENCE_FOLDER = 'evidence';

/** A name as typed, for comparing: spaces collapsed, case ignored. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');

/** Loads an instance the caller reaches; anything else answers 404, whether it exists or not. */
export async function loadInstance(db: Db, forms: Forms, principal: Principal, id: string): Promise<Loaded> {
  const instance = await findReachable(db, principal, id);
  const form = instance && forms.get(instance.form_code);
  if (!instance || !form) throw notFound();
  return { instance, form };
}

/** The instance as the caller sees it: parts hidden from them left out, the score only for the assessor's side. */
export async function instanceView(db: Db, principal: Principal, loaded: Loaded): Promise<InstanceView> {
  const { instance, form } = loaded;
  const { definition } = form;
  const roles = rolesOf(principal);
  const signatures = await signaturesOf(db, instance.id, instance.version);
  const data = roles.reduce((visible, role) => visibleData(definition, role, visible), instance.data as JsonObject);
  const score = definition.scoring && roles.includes('asesor') ? scoreMultipleChoice(definition.scoring, instance.data) : undefined;
  return {
    id: instance.id,
    form: definition.code,
    slug: definition.slug,
    version: instance.version,
    status: instance.status,
    schemeId: instance.scheme_id,
    asesiAccountId: instance.asesi_account_id,
    asesorAccountId: instance.asesor_account_id,
    data,
    submittedParts: instance.submitted_parts,
    signatures: signatures.map((signature) => ({
      part: signature.part_key,
      signerName: signature.signer_name,
      kind: signature.kind,
      value: signature.value,
      signedAt: signature.signed_at.toISOString(),
    })),
    requiredSignatures: requiredSignatures(definition).map((part) => part.key),
    myParts: definition.parts.filter((part) => mayWrite(principal, loaded, part)).map((part) => part.key),
    box: boxOf(
      principal,
      loaded,
      signatures.map((signature) => signature.part_key),
    ),
    ...(score ? { score } : {}),
    updatedAt: instance.updated_at.toISOString(),
  };
}

export async function viewOf(db: Db, forms: Forms, principal: Principal, id: string): Promise<InstanceView> {
  return instanceView(db, principal, await loadInstance(db, forms, principal, id));
}

/** "My forms", in one query; `box` picks one box, none gives every box but 'other'. */
export async function listInstances(db: Db, forms: Forms, principal: Principal, box: FormBox | undefined): Promise<InstanceSummary[]> {
  const rows = await listReachable(db, principal);
  const views: InstanceSummary[] = [];
  for (const {
    signed_parts: signedParts,
    asesi_name: asesiName,
    scheme_title_id: schemeTitleId,
    scheme_title_en: schemeTitleEn,
    ...instance
  } of rows) {
    const form = forms.get(instance.form_code);
    if (!form) continue;
    const loaded: Loaded = { instance, form };
    const itsBox = boxOf(principal, loaded, signedParts ?? []);
    if (itsBox === 'other' || (box && itsBox !== box)) continue;
    const { code, slug, title } = form.definition;
    views.push({
      id: instance.id,
      form: code,
      slug,
      title,
      version: instance.version,
      status: instance.status,
      box: itsBox,
      updatedAt: instance.updated_at.toISOString(),
      asesiName: asesiName ?? null,
      schemeTitle: schemeTitleId ? { id: schemeTitleId, en: schemeTitleEn ?? schemeTitleId } : null,
      registrationId: instance.registration_id,
    });
  }
  return views;
}

/**
 * Opens a form. An asesi opens it for themself and may name the assessor; an assessor is its own assessor and may
 * name an asesi they already reach; an LSP may name both. Naming an asesi the caller has no relation to, or an
 * e-mail that is no assessor's, answers 404 and prefills nothing.
 */
export async function createInstance(db: Db, form: LoadedForm, principal: Principal, body: CreateBody): Promise<string> {
  const roles = rolesOf(principal);
  const scheme = await schemeById(db, body.schemeId ?? null);
  if (body.schemeId && !scheme) throw notFound('forms.unknownScheme');
  let asesiId: string | null = body.asesiAccountId ?? null;
  if (roles.includes('asesi')) asesiId = principal.accountId;
  else if (asesiId && !(await reachesAsesi(db, principal, asesiId))) throw notFound();
  let asesorId: string | null = null;
  if (roles.includes('asesor')) asesorId = principal.accountId;
  else if (body.asesorEmail) asesorId = (await assessorByEmail(db, body.asesorEmail)) ?? null;
  if (body.asesorEmail && !asesorId) throw notFound();
  return db.transaction().execute((trx) =>
    insertInstance(trx, form, {
      schemeId: scheme?.id ?? null,
      asesiId,
      asesorId,
      createdBy: principal.accountId,
      tuk: body.tuk ?? 'Sewaktu',
      scheduleRef: body.scheduleRef ?? null,
      registrationId: null,
    }),
  );
}

/** Who and what a new instance is for: the people, the scheme, the TUK's type and, in the workflow, the registration. */
export interface NewInstance {
  schemeId: string | null;
  asesiId: string | null;
  asesorId: string | null;
  createdBy: string;
  tuk: 'Sewaktu' | 'Tempat Kerja' | 'Mandiri';
  scheduleRef: string | null;
  registrationId: string | null;
}

/** Inserts an instance prefilled from its scheme and people (in the caller's transaction), with its audit row. */
export async function insertInstance(trx: Db, form: LoadedForm, instance: NewInstance): Promise<string> {
  const scheme = await schemeById(trx, instance.schemeId);
  const asesi = await personOf(trx, instance.asesiId);
  const data = prefilledData(form.definition, scheme, asesi);
  const konteks = headerOf(
    form.definition,
    scheme,
    { asesi: asesi?.fullname, asesor: (await personOf(trx, instance.asesorId))?.fullname },
    instance.tuk,
    // The form's date is today where the assessment is (WIB unless the LSP says otherwise), not in UTC.
    calendarDayIn(new Date()),
  );
  if (konteks) data.konteks = konteks;
  const row = await trx
    .insertInto('form_instances')
    .values({
      form_code: form.definition.code,
      scheme_id: scheme?.id ?? null,
      asesi_account_id: instance.asesiId,
      asesor_account_id: instance.asesorId,
      schedule_ref: instance.scheduleRef,
      registration_id: instance.registrationId,
      created_by: instance.createdBy,
      data: JSON.stringify(data),
      submitted_parts: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    instanceId: row.id,
    version: 1,
    accountId: instance.createdBy,
    action: 'create',
    detail: { form: form.definition.code, schemeId: scheme?.id ?? null, registrationId: instance.registrationId },
  });
  return row.id;
}

/** Saves a part as a draft or submits it; a refused submit's errors come back with the form, whose titles word their messages. */
export async function writePart(
  db: Db,
  forms: Forms,
  principal: Principal,
  write: { id: string; partKey: string; data: JsonObject; submit: boolean; idempotencyKey: string | null },
): Promise<{ errors: ErrorObject[] | null; definition: FormDefinition }> {
  const { form } = await loadInstance(db, forms, principal, write.id);
  const { definition } = form;
  const part = partOf(definition, write.partKey);
  return db.transaction().execute(async (trx) => {
    const instance = await findReachable(trx, principal, write.id, true);
    if (!instance) throw notFound();
    if (write.submit && write.idempotencyKey && (await submitSeen(trx, instance.id, part.key, principal.accountId, write.idempotencyKey)))
      return { errors: null, definition };
    assertMayWrite(principal, { instance, form }, part);
    if (instance.status !== 'locked' && (await isPartSigned(trx, instance.id, instance.version, part.key))) throw conflict('forms.partSigned');
    const data = { ...(instance.data as JsonObject), [part.key]: write.data };
    if (write.submit && !form.validate(data)) {
      const mine = (form.validate.errors ?? []).filter(
        (error) =>
          error.instancePath.startsWith(`/${part.key}`) ||
          (error.instancePath === '' && (error.params as { missingProperty?: string }).missingProperty === part.key),
      );
      if (mine.length) return { errors: mine, definition };
    }
    const locked = instance.status === 'locked';
    const version = locked ? instance.version + 1 : instance.version;
    // Other parts keep their submitted data in the next version; only their signatures are asked for again.
    const submittedParts = { ...instance.submitted_parts };
    if (write.submit) submittedParts[part.key] = new Date().toISOString();
    else delete submittedParts[part.key];
    await trx
      .updateTable('form_instances')
      .set({
        data: JSON.stringify(data),
        version,
        status: locked || !write.submit ? 'draft' : 'submitted',
        submitted_parts: JSON.stringify(submittedParts),
        updated_at: new Date(),
      })
      .where('id', '=', instance.id)
      .execute();
    if (locked)
      await recordAudit(trx, {
        instanceId: instance.id,
        version,
        accountId: principal.accountId,
        action: 'new-version',
        partKey: part.key,
        detail: { from: instance.version },
      });
    await recordAudit(trx, {
      instanceId: instance.id,
      version,
      accountId: principal.accountId,
      action: write.submit ? 'submit' : 'save-draft',
      partKey: part.key,
      idempotencyKey: write.idempotencyKey,
    });
    return { errors: null, definition };
  });
}

/** Signs a submitted part of the current version; the last required signature locks the version. */
export async function signPart(
  db: Db,
  forms: Forms,
  principal: Principal,
  sign: { id: string; partKey: string; kind: 'drawn' | 'typed'; value: string },
): Promise<void> {
  const { form } = await loadInstance(db, forms, principal, sign.id);
  const part = partOf(form.definition, sign.partKey);
  const signer = await personOf(db, principal.accountId);
  // A typed signature is the signer's own name as their profile has it: nobody signs in another's name.
  if (sign.kind === 'typed' && comparableName(sign.value) !== comparableName(signer?.fullname ?? '')) {
    throw new HttpError(400, 'forms.typedSignatureMismatch', { name: signer?.fullname ?? '' });
  }
  await db.transaction().execute(async (trx) => {
    const instance = await findReachable(trx, principal, sign.id, true);
    if (!instance) throw notFound();
    assertMayWrite(principal, { instance, form }, part);
    if (instance.status === 'locked') throw conflict('forms.partSigned');
    if (!instance.submitted_parts[part.key]) throw conflict('forms.notSubmitted');
    if (await isPartSigned(trx, instance.id, instance.version, part.key)) throw conflict('forms.partSigned');
    await trx
      .insertInto('form_signatures')
      .values({
        instance_id: instance.id,
        version: instance.version,
        part_key: part.key,
        account_id: principal.accountId,
        signer_name: signer?.fullname ?? '',
        kind: sign.kind,
        value: sign.value,
      })
      .execute();
    await recordAudit(trx, {
      instanceId: instance.id,
      version: instance.version,
      accountId: principal.accountId,
      action: 'sign',
      partKey: part.key,
      detail: { kind: sign.kind },
    });
    const signed = await trx
      .selectFrom('form_signatures')
      .select('part_key')
      .where('instance_id', '=', instance.id)
      .where('version', '=', instance.version)
      .execute();
    if (requiredSignatures(form.definition).every((required) => signed.some((row) => row.part_key === required.key))) {
      await trx.updateTable('form_instances').set({ status: 'locked', updated_at: new Date() }).where('id', '=', instance.id).execute();
      await trx
        .insertInto('form_versions')
        .values({ instance_id: instance.id, version: instance.version, data: JSON.stringify(instance.data) })
        .execute();
      await recordAudit(trx, { instanceId: instance.id, version: instance.version, accountId: principal.accountId, action: 'lock' });
    }
  });
}

/**
 * Names (or replaces) the assessor of an instance: its LSP may at any time; the asesi who opened it may once, while
 * it has none. Only the named assessor reaches it afterwards (queries.ts `reachableInstances`).
 */
export async function assignAssessor(db: Db, forms: Forms, principal: Principal, id: string, asesorEmail: string): Promise<void> {
  await loadInstance(db, forms, principal, id);
  const asesorId = await assessorByEmail(db, asesorEmail);
  if (!asesorId) throw notFound();
  const asesor = await personOf(db, asesorId);
  await db.transaction().execute(async (trx) => {
    const instance = await findReachable(trx, principal, id, true);
    if (!instance) throw notFound();
    const me = principal.accountId;
    const isLsp = rolesOf(principal).includes('admin-lsp') && (instance.lsp_account_id === me || instance.created_by === me);
    const isOpeningAsesi = instance.asesi_account_id === me && instance.created_by === me && instance.asesor_account_id === null;
    if (!isLsp && !isOpeningAsesi) throw forbidden();
    const data = instance.data as JsonObject;
    const konteks =
      data.konteks && typeof data.konteks === 'object' && 'asesor' in data.konteks
        ? { ...data.konteks, asesor: asesor?.fullname ?? '' }
        : data.konteks;
    await trx
      .updateTable('form_instances')
      .set({ asesor_account_id: asesorId, data: JSON.stringify(konteks === undefined ? data : { ...data, konteks }), updated_at: new Date() })
      .where('id', '=', instance.id)
      .execute();
    await recordAudit(trx, {
      instanceId: instance.id,
      version: instance.version,
      accountId: me,
      action: 'assign',
      detail: { asesorAccountId: asesorId, from: instance.asesor_account_id },
    });
  });
}

/** Stores an evidence file of an instance in the private store; answers the scoped URL it is read at. */
export async function storeEvidence(
  db: Db,
  store: FileStore,
  loaded: Loaded,
  upload: { accountId: string } & CheckedUpload<ImageType>,
): Promise<string> {
  const instanceId = loaded.instance.id;
  const evidenceId = await storePrivateUpload(db, store, EVIDENCE_FOLDER, upload, (trx, uploadName) =>
    insertEvidence(trx, { instanceId, uploadName, accountId: upload.accountId }),
  );
  return `/api/certification/form-instances/${instanceId}/evidence/${evidenceId}`;
}

/** One evidence file of an instance the caller reaches (loaded through the scope), or undefined. */
export async function openEvidence(db: Db, store: FileStore, loaded: Loaded, evidenceId: string): Promise<StoredFile | undefined> {
  const name = await evidenceUploadName(db, loaded.instance.id, evidenceId);
  return name === undefined ? undefined : openPrivateUpload(db, store, name);
}
