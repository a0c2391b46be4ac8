import { expect } from 'vitest';
import type { TokenSet } from '@core/session/contract';
import type { client } from './testApp';

export const PASSWORD = 'Rahasia#2026';

type Client = ReturnType<typeof client>;

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.id`;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, read the way a test or a person does: through the dev outbox. */
export async function lastMailTo(api: Client, email: string): Promise<OutboxMessage> {
  const response = await api.get('/dev/mailbox.json');
  const { messages } = response.body as unknown as { messages: OutboxMessage[] };
  const mail = messages.find((message) => message.to === email);
  expect(mail, `a mail to ${email}`).toMatchObject({ to: email, subject: expect.any(String), text: expect.any(String) });
  return mail!;
}

export function tokenFromMail(mail: OutboxMessage, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([\\w%-]+)`).exec(mail.text);
  expect(match, `a ${path} link in "${mail.text}"`).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

export async function register(api: Client, overrides: Record<string, unknown> = {}) {
  const body = { email: uniqueEmail(), password: PASSWORD, fullname: 'Ani Wulandari', accountType: 'trainee', ...overrides };
  const response = await api.post<{ userId: string }>('/api/cm/account-user/register', body);
  return { response, email: body.email as string };
}

export async function login(api: Client, email: string, password = PASSWORD): Promise<TokenSet> {
  const response = await api.post<TokenSet>('/api/cm/account-user/login', { email, password });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** Registers, confirms through the mailed link and logs in. */
export async function confirmedUser(api: Client, overrides: Record<string, unknown> = {}) {
  const { email } = await register(api, overrides);
  const token = tokenFromMail(await lastMailTo(api, email), '/email-confirm');
  expect((await api.post('/api/cm/account-user/confirm-email', { token })).status).toBe(200);
  return { email, tokens: await login(api, email) };
}
