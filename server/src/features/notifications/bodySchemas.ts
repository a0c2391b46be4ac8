const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const localized = (maxLength: number) =>
  ({ type: 'object', additionalProperties: false, required: ['id', 'en'], properties: { id: text(maxLength), en: text(maxLength) } }) as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageIndex: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** POST /notification/send: to one user (account id or e-mail), a role, or everyone. */
export const sendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['audience', 'title', 'body'],
  properties: {
    audience: { type: 'string', enum: ['user', 'role', 'all'] },
    userId: { type: 'string', format: 'uuid' },
    email: text(254),
    role: text(50),
    title: localized(200),
    body: localized(2000),
    link: { type: 'string', maxLength: 500, pattern: '^/[^\\s]*$' },
  },
} as const;

export interface SendBody {
  audience: 'user' | 'role' | 'all';
  userId?: string;
  email?: string;
  role?: string;
  title: { id: string; en: string };
  body: { id: string; en: string };
  link?: string;
}
