/**
 * The form instances' boxes and statuses. Their wire shapes (the instance, its line in "my forms", the forms and
 * schemes one may start) are the contracts in ./contract.ts.
 */
import type { MessageKey } from '../i18n/catalog';

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
