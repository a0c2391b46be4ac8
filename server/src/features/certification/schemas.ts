import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  FORM_BOXES,
  type FormSummary,
  type InstanceSignature,
  type InstanceSummary,
  type InstanceView,
  type Score,
  type SchemeSummary,
} from '@core/forms';
import { envelopeOf } from '../../platform/typeProvider';

/** The certification family's request and answer schemas (JSON Schema: checked before a handler runs, typing it). */

/** The type a request schema gives a handler (what the type provider derives), for the helpers it passes it to. */
type Validated<S> = (JsonSchemaToTsProvider & { schema: S })['validator'];

export const uuid = { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' } as const;

export const slugParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 80 } } } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const partParams = { type: 'object', required: ['id', 'part'], properties: { id: uuid, part: { type: 'string', maxLength: 64 } } } as const;
export const evidenceParams = { type: 'object', required: ['id', 'evidenceId'], properties: { id: uuid, evidenceId: uuid } } as const;

export const listQuery = { type: 'object', additionalProperties: false, properties: { box: { type: 'string', enum: FORM_BOXES } } } as const;

/** A part's data: free-form here, checked against the form's own schema on submit. */
export const partBody = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'object', additionalProperties: true } },
} as const;

/** A drawn signature is a PNG data URL of a small pad; typed is the signer's name. */
export const signBody = {
  type: 'object',
  required: ['kind', 'value'],
  additionalProperties: false,
  properties: { kind: { type: 'string', enum: ['drawn', 'typed'] }, value: { type: 'string', minLength: 1, maxLength: 200_000 } },
} as const;

/**
 * A new instance. The asesi or the LSP may name the assessor by e-mail (the interim assignment,
 * docs/decisions/2026-11-24-assessment-forms-who-reaches-them.md); the assessor's side and the LSP name an asesi they
 * already have a relation to.
 */
export const createBody = {
  type: 'object',
  required: ['form'],
  additionalProperties: false,
  properties: {
    form: { type: 'string', maxLength: 80 },
    schemeId: uuid,
    asesiAccountId: uuid,
    asesorEmail: { type: 'string', minLength: 3, maxLength: 254 },
    scheduleRef: { type: 'string', maxLength: 80 },
    tuk: { type: 'string', enum: ['Sewaktu', 'Tempat Kerja', 'Mandiri'] },
  },
} as const;
export type CreateBody = Validated<typeof createBody>;

/** The LSP (or the asesi who opened the form, while it has no assessor) names the assessor. */
export const assignBody = {
  type: 'object',
  required: ['asesorEmail'],
  additionalProperties: false,
  properties: { asesorEmail: createBody.properties.asesorEmail },
} as const;

// Answers. The serialiser drops what a schema does not name: each lists every field the member app reads, and the
// free-form parts (an instance's data, a definition's JSON Schema and uiSchema) are open objects.
export const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;
export const string = { type: 'string' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const strings = { type: 'array', items: string } as const;
const open = { type: 'object', additionalProperties: true } as const;
export const localText = object({ id: string, en: string }, ['id', 'en']);
const status = { type: 'string', enum: ['draft', 'submitted', 'locked'] } as const;
const formRole = { type: 'string', enum: ['asesi', 'asesor', 'admin-lsp', 'pihak-ketiga', 'peninjau', 'tim-validasi'] } as const;
const formPart = object({ key: string, role: formRole, title: localText, signature: { type: 'string', enum: ['required', 'none'] } }, [
  'key',
  'role',
  'title',
  'signature',
]);
const formParts = { type: 'array', items: formPart } as const;

/** src/core/forms/instances.ts FormSummary[]. */
const formSummary = object({ code: string, slug: string, title: localText, stage: string, parts: formParts }, [
  'code',
  'slug',
  'title',
  'stage',
  'parts',
]);
export const formsAnswer = { 200: envelopeOf({ type: 'array', items: formSummary }) } as const;

/** src/core/forms/definition.ts FormDefinition without its example: the metadata named, the schemas and texts open. */
export const definitionAnswer = {
  200: envelopeOf(
    object(
      {
        code: string,
        slug: string,
        title: localText,
        stage: string,
        context: strings,
        prefill: { type: 'object', additionalProperties: string },
        parts: formParts,
        contextFilled: strings,
        hiddenFrom: { type: 'object', additionalProperties: { type: 'array', items: formRole } },
        scoring: open,
        schema: open,
        uiSchema: open,
        en: { type: 'object', additionalProperties: string },
      },
      ['code', 'slug', 'title', 'stage', 'context', 'parts', 'schema', 'uiSchema', 'en'],
    ),
  ),
} as const;

/** src/core/forms/instances.ts SchemeSummary[], with the scheme's units. */
const schemeSummary = object(
  {
    id: string,
    code: string,
    title: localText,
    standard: string,
    units: { type: 'array', items: object({ kode: string, judul: string }, ['kode', 'judul']) },
  },
  ['id', 'code', 'title', 'standard', 'units'],
);
export const schemesAnswer = { 200: envelopeOf({ type: 'array', items: schemeSummary }) } as const;

const signature = object({ part: string, signerName: string, kind: { type: 'string', enum: ['drawn', 'typed'] }, value: string, signedAt: string }, [
  'part',
  'signerName',
  'kind',
  'value',
  'signedAt',
]);
const score = object(
  {
    items: {
      type: 'array',
      items: object({ nomor: { type: 'number' }, answer: nullableString, correct: { type: 'boolean' } }, ['nomor', 'answer', 'correct']),
    },
    correct: integer,
    total: integer,
    result: { type: 'string', enum: ['K', 'BK'] },
  },
  ['items', 'correct', 'total', 'result'],
);
/** src/core/forms/instances.ts InstanceView. */
const instanceView = object(
  {
    id: string,
    form: string,
    slug: string,
    version: integer,
    status,
    data: open,
    submittedParts: { type: 'object', additionalProperties: string },
    signatures: { type: 'array', items: signature },
    requiredSignatures: strings,
    myParts: strings,
    box: { type: 'string', enum: [...FORM_BOXES, 'other'] },
    schemeId: nullableString,
    asesiAccountId: nullableString,
    asesorAccountId: nullableString,
    score,
    updatedAt: string,
  },
  ['id', 'form', 'slug', 'version', 'status', 'data', 'submittedParts', 'signatures', 'requiredSignatures', 'myParts', 'box'],
);
export const instanceAnswer = { 200: envelopeOf(instanceView) } as const;
export const instanceCreatedAnswer = { 201: envelopeOf(instanceView) } as const;

/** src/core/forms/instances.ts InstanceSummary[]. */
const instanceSummary = object(
  {
    id: string,
    form: string,
    slug: string,
    title: localText,
    version: integer,
    status,
    box: { type: 'string', enum: FORM_BOXES },
    updatedAt: string,
    asesiName: nullableString,
    schemeTitle: { anyOf: [localText, { type: 'null' }] },
    registrationId: nullableString,
  },
  ['id', 'form', 'slug', 'title', 'version', 'status', 'box', 'updatedAt', 'asesiName', 'schemeTitle', 'registrationId'],
);
export const instancesAnswer = { 200: envelopeOf({ type: 'array', items: instanceSummary }) } as const;

// Each answer names every field of its core type (checked when compiling).
void (formSummary.properties satisfies Record<keyof FormSummary, object>);
void (schemeSummary.properties satisfies Record<keyof SchemeSummary, object>);
void (signature.properties satisfies Record<keyof InstanceSignature, object>);
void (score.properties satisfies Record<keyof Score, object>);
void (instanceView.properties satisfies Record<keyof InstanceView, object>);
void (instanceSummary.properties satisfies Record<keyof InstanceSummary, object>);

/** An instance's audit, oldest first. */
export const auditAnswer = {
  200: envelopeOf({
    type: 'array',
    items: object({ version: integer, accountId: nullableString, action: string, part: nullableString, detail: open, at: string }, [
      'version',
      'accountId',
      'action',
      'part',
      'detail',
      'at',
    ]),
  }),
} as const;

/** An evidence file stored: the URL it is read at. */
export const evidenceAnswer = { 201: envelopeOf(object({ url: string }, ['url'])) } as const;
