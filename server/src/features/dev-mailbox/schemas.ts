/** GET /dev/mailbox.json: the kept mail, newest first (tests and the e2e support read to, subject and text). */
export const mailboxAnswer = {
  200: {
    type: 'object',
    required: ['messages'],
    properties: {
      messages: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'to', 'subject', 'text', 'html', 'createdAt'],
          properties: {
            id: { type: 'string' },
            to: { type: 'string' },
            subject: { type: 'string' },
            text: { type: 'string' },
            html: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  },
} as const;
