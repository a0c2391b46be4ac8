import { Type, type Static, type TSchema } from 'typebox';
import { LocalizedText, Nullable } from '../contract/common';
import type { FormScoring, JsonObject } from './definition';
import { FORM_BOXES } from './instances';

/**
 * The wire shapes of the certification family's forms and form instances (/api/certification/forms, /schemes,
 * /form-instances...), as the gateway (server/src/features/certification) serialises them and the member app reads
 * them. Dates travel as ISO strings. A field error (a 422's `data.errors`) is `FieldError` in `./validation`.
 */

const strings = Type.Array(Type.String());

/** An object whose keys are free and whose values are `value`s (a part's submission times, a form's texts). */
const MapOf = <const T extends TSchema>(value: T) => Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value });

/** A free-form object, sent whole (an instance's data, a definition's JSON Schema and uiSchema). */
const Open = <T = JsonObject>() => Type.Unsafe<T>({ type: 'object', additionalProperties: true });

export const FormRole = Type.Enum(['asesi', 'asesor', 'admin-lsp', 'pihak-ketiga', 'peninjau', 'tim-validasi'], { type: 'string' });
export type FormRole = Static<typeof FormRole>;

export const FormPart = Type.Object(
  { key: Type.String(), role: FormRole, title: LocalizedText, signature: Type.Enum(['required', 'none'], { type: 'string' }) },
  { additionalProperties: false },
);
export type FormPart = Static<typeof FormPart>;

/** A form one may start (GET /forms). */
export const FormSummary = Type.Object(
  { code: Type.String(), slug: Type.String(), title: LocalizedText, stage: Type.String(), parts: Type.Array(FormPart) },
  { additionalProperties: false },
);
export type FormSummary = Static<typeof FormSummary>;

/**
 * A form's definition as GET /forms/{slug} answers it (./definition.ts FormDefinition without its example): the
 * metadata named, the schemas and texts open.
 */
export const FormDefinitionView = Type.Object(
  {
    code: Type.String(),
    slug: Type.String(),
    title: LocalizedText,
    stage: Type.String(),
    context: strings,
    prefill: Type.Optional(MapOf(Type.String())),
    parts: Type.Array(FormPart),
    contextFilled: Type.Optional(strings),
    hiddenFrom: Type.Optional(MapOf(Type.Array(FormRole))),
    scoring: Type.Optional(Open<FormScoring>()),
    schema: Open(),
    uiSchema: Open(),
    en: MapOf(Type.String()),
  },
  { additionalProperties: false },
);
export type FormDefinitionView = Static<typeof FormDefinitionView>;

/** A certification scheme an instance is opened for (GET /schemes), with its units. */
export const SchemeSummary = Type.Object(
  {
    id: Type.String(),
    code: Type.String(),
    title: LocalizedText,
    standard: Type.String(),
    units: Type.Array(Type.Object({ kode: Type.String(), judul: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type SchemeSummary = Static<typeof SchemeSummary>;

/** A part's signature: drawn (a PNG data URL) or typed (the signer's name). */
export const InstanceSignature = Type.Object(
  {
    part: Type.String(),
    signerName: Type.String(),
    kind: Type.Enum(['drawn', 'typed'], { type: 'string' }),
    value: Type.String(),
    signedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type InstanceSignature = Static<typeof InstanceSignature>;

export const ItemScore = Type.Object(
  { nomor: Type.Number(), answer: Nullable(Type.String()), correct: Type.Boolean() },
  { additionalProperties: false },
);
export type ItemScore = Static<typeof ItemScore>;

/** A multiple-choice form's score (FR.IA.05, ./scoring.ts). */
export const Score = Type.Object(
  { items: Type.Array(ItemScore), correct: Type.Integer(), total: Type.Integer(), result: Type.Enum(['K', 'BK'], { type: 'string' }) },
  { additionalProperties: false },
);
export type Score = Static<typeof Score>;

const InstanceStatus = Type.Enum(['draft', 'submitted', 'locked'], { type: 'string' });

/** One instance as its caller sees it (GET /form-instances/{id}, and the answer of a save, submit or sign). */
export const InstanceView = Type.Object(
  {
    id: Type.String(),
    /** The form's code (FR.AK.01). */
    form: Type.String(),
    slug: Type.String(),
    version: Type.Integer(),
    status: InstanceStatus,
    /** Only the parts the caller may see. */
    data: Open(),
    /** Part key → when it was submitted. */
    submittedParts: MapOf(Type.String()),
    signatures: Type.Array(InstanceSignature),
    /** Keys of the parts that must be signed. */
    requiredSignatures: strings,
    /** Keys of the parts the caller writes. */
    myParts: strings,
    /** The caller's box: 'other' when none applies (the list leaves those out). */
    box: Type.Enum([...FORM_BOXES, 'other'], { type: 'string' }),
    /** Sent by the gateway; the member app does not read these. */
    schemeId: Type.Optional(Nullable(Type.String())),
    asesiAccountId: Type.Optional(Nullable(Type.String())),
    asesorAccountId: Type.Optional(Nullable(Type.String())),
    /** Only to the assessor's side, on a form that is scored. */
    score: Type.Optional(Score),
    updatedAt: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type InstanceView = Static<typeof InstanceView>;

/** A line of "my forms" (GET /form-instances). */
export const InstanceSummary = Type.Object(
  {
    id: Type.String(),
    form: Type.String(),
    slug: Type.String(),
    title: LocalizedText,
    version: Type.Integer(),
    status: InstanceStatus,
    box: Type.Enum(FORM_BOXES, { type: 'string' }),
    updatedAt: Type.String(),
    /** Whose form it is and for which scheme: the line would be one form code among many without them. */
    asesiName: Nullable(Type.String()),
    schemeTitle: Type.Union([LocalizedText, Type.Null()]),
    /** The registration the instance belongs to (the certification workflow), when it has one. */
    registrationId: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type InstanceSummary = Static<typeof InstanceSummary>;

/** An instance's audit (GET /form-instances/{id}/audit), oldest first. */
export const AuditEntry = Type.Object(
  {
    version: Type.Integer(),
    accountId: Nullable(Type.String()),
    action: Type.String(),
    part: Nullable(Type.String()),
    detail: Open(),
    at: Type.String(),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;
