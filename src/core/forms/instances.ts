/**
 * The wire shapes of the certification family's form instances (/api/certification/form-instances...), declared
 * once for both sides: the member app reads them, the gateway (server/src/features/certification) answers them.
 * Dates travel as ISO strings. A field error (a 422's `data.errors`) is `FieldError` in `./validation`.
 */
import type { MessageKey } from '../i18n/catalog';
import type { FormDefinition, JsonObject, LocalText } from './definition';
import type { Score } from './scoring';

/** The boxes of "my forms" (GET /form-instances?box=): to fill in, waiting for my signature, completed. */
export const FORM_BOXES = ['draft', 'waiting', 'completed'] as const;
export type FormBox = (typeof FORM_BOXES)[number];
/** An instance's box for its caller: 'other' when none applies (the list leaves those out). */
export type InstanceBox = FormBox | 'other';

export type InstanceStatus = 'draft' | 'submitted' | 'locked';
/** An instance's status as its reader's language says it (the pages, the list and the PDF). */
export const STATUS_MESSAGES = {
  draft: 'forms.statusDraft',
  submitted: 'forms.statusSubmitted',
  locked: 'forms.statusLocked',
} as const satisfies Record<InstanceStatus, MessageKey>;

/** A part's signature: drawn (a PNG data URL) or typed (the signer's name). */
export type InstanceSignature = { part: string; signerName: string; kind: 'drawn' | 'typed'; value: string; signedAt: string };

/** One instance as its caller sees it (GET /form-instances/{id}, and the answer of a save, submit or sign). */
export type InstanceView = {
  id: string;
  /** The form's code (FR.AK.01). */
  form: string;
  slug: string;
  version: number;
  status: InstanceStatus;
  /** Only the parts the caller may see. */
  data: JsonObject;
  /** Part key → when it was submitted. */
  submittedParts: Record<string, string>;
  signatures: InstanceSignature[];
  /** Keys of the parts that must be signed. */
  requiredSignatures: string[];
  /** Keys of the parts the caller writes. */
  myParts: string[];
  box: InstanceBox;
  /** Sent by the gateway; the member app does not read these. */
  schemeId?: string | null;
  asesiAccountId?: string | null;
  asesorAccountId?: string | null;
  /** Only to the assessor's side, on a form that is scored. */
  score?: Score;
  updatedAt?: string;
};

/** A line of "my forms" (GET /form-instances). */
export type InstanceSummary = {
  id: string;
  form: string;
  slug: string;
  title: LocalText;
  version: number;
  status: InstanceStatus;
  box: FormBox;
  updatedAt: string;
  /** Whose form it is and for which scheme: the line would be one form code among many without them. */
  asesiName: string | null;
  schemeTitle: LocalText | null;
  /** The registration the instance belongs to (the certification workflow), when it has one. */
  registrationId: string | null;
};

/** A form one may start (GET /forms). */
export type FormSummary = Pick<FormDefinition, 'code' | 'slug' | 'title' | 'stage' | 'parts'>;

/** A certification scheme an instance is opened for (GET /schemes). */
export type SchemeSummary = { id: string; code: string; title: LocalText; standard: string };
