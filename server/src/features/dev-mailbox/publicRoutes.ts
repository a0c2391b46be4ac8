import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/httpError';
import type { ContractedApp } from '../../platform/typeProvider';
import { mailboxAnswer } from './schemas';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The mailbox holds reset links: only a person on this machine may read it. The socket's own address decides
 * (never a forwarded header), and a request that came through a proxy is refused even from loopback.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** /dev/mailbox for a person, /dev/mailbox.json for tests: answered only to loopback callers. */
export async function publicRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound();
  });

  const latest = async () => {
    const rows = await ctx.db
      .selectFrom('mail_outbox')
      .where('status', '=', 'kept')
      .select(['id', 'to_address as to', 'subject', 'text_body as text', 'html_body as html', 'created_at as createdAt'])
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    return rows.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
  };

  app.get('/dev/mailbox.json', { schema: { response: mailboxAnswer }, config: { policy: 'public' } }, async () => ({ messages: await latest() }));

  // No response schema: the answer is an HTML page.
  app.get('/dev/mailbox', { config: { policy: 'public' } }, async (_request, reply) => {
    const items = (await latest())
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p>To: ${escapeHtml(m.to)} · <time>${m.createdAt}</time></p><pre>${linkify(escapeHtml(m.text))}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style></head><body><main><h1>Dev mailbox</h1>${items || '<p>No mail yet.</p>'}</main></body></html>`;
  });
}
