import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The link to `pathname` in the newest mail to `to`, read from the development outbox. Returned as path and
 * query, so the test opens it on the test server whatever host the gateway puts in its links.
 */
export async function linkFromMail(request: APIRequestContext, to: string, pathname: string): Promise<string> {
  let link: URL | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const urls = messages
          .filter((message) => message.to === to)
          .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
          .map((url) => new URL(url));
        link = urls.find((url) => url.pathname === pathname && url.searchParams.has('token'));
        return link?.href;
      },
      { message: `a mail to ${to} with a link to ${pathname}`, timeout: 15_000 },
    )
    // The gateway's public address, the page, and the one-time token: 32 random bytes in base64url.
    .toMatch(new RegExp(`^https?://[^/]+${pathname}\\?token=[A-Za-z0-9_-]{43}$`));
  return `${link!.pathname}${link!.search}`;
}
