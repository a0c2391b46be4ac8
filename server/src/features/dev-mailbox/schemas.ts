import { Type } from 'typebox';
import { Nullable } from '@core/contract/common';

/** GET /dev/mailbox.json: the kept mail, newest first (tests and the e2e support read to, subject and text). */
export const mailboxAnswer = {
  200: Type.Object({
    messages: Type.Array(
      Type.Object({
        id: Type.String(),
        to: Type.String(),
        subject: Type.String(),
        text: Type.String(),
        html: Nullable(Type.String()),
        createdAt: Type.String({ format: 'date-time' }),
      }),
    ),
  }),
} as const;
