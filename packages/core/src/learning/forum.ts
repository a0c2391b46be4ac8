/**
 * The forum's rules (docs/decisions/2026-11-26-learning.md "Forum"), shared by the gateway and the member app: sizes, the
 * author's edit window, how a mention is written in a post's markdown and which link addresses a post may carry.
 */

export const MAX_TITLE_LENGTH = 200;
export const MAX_BODY_LENGTH = 10_000;
export const THREADS_PER_PAGE = 20;
export const REPLIES_PER_PAGE = 50;
/** The most people one post notifies: a post naming the whole class is a broadcast, not a mention. */
export const MAX_MENTIONS_PER_POST = 20;

/**
 * An author may correct their own thread or reply for this long after posting; after that (or to take it away) a
 * moderator hides it. No deleting: a reply answered by others keeps the discussion readable.
 */
export const EDIT_WINDOW_MINUTES = 30;

export function canStillEdit(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() <= EDIT_WINDOW_MINUTES * 60_000;
}

/** The general board's id in addresses (/member/forum/umum); a course's board is the course's id. */
export const GENERAL_BOARD = 'umum';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const BOARD_ID_PATTERN = `^(${GENERAL_BOARD}|${UUID})$`;

/**
 * A mention in a post's markdown: a link whose address is `mention:<account id>` and whose text is `@Name`, e.g.
 * `[@Siti Aminah](mention:0b5c…)`. Any markdown reader shows the name; the forum renders it as a highlighted name
 * (never a link), and the gateway notifies the account named by the id, not by the text.
 */
export const MENTION_SCHEME = 'mention:';
const MENTION = new RegExp(`\\[@([^\\]\\n]{1,80})\\]\\(${MENTION_SCHEME}(${UUID})\\)`, 'g');

/** What the picker inserts for a person: their name without the characters that would end the link's text. */
export function mentionMarkdown(accountId: string, name: string): string {
  const clean =
    name
      .replace(/[[\]\n\r()]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || '?';
  return `[@${clean}](${MENTION_SCHEME}${accountId})`;
}

/** The account ids a post mentions, each once, in the order they first appear, at most MAX_MENTIONS_PER_POST. */
export function mentionedIds(markdown: string): string[] {
  const ids: string[] = [];
  for (const match of markdown.matchAll(MENTION)) {
    const id = match[2]!;
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_MENTIONS_PER_POST) break;
  }
  return ids;
}

/** The account id of a `mention:` address, or null for any other address. */
export function mentionTarget(url: string): string | null {
  const match = new RegExp(`^${MENTION_SCHEME}(${UUID})$`).exec(url);
  return match ? match[1]! : null;
}

/**
 * The link policy of rendered posts: http(s) and mailto addresses, addresses inside the site (a path, a query or a
 * fragment) and mentions; anything else (javascript:, data:, vbscript:, a protocol-relative //host) is dropped.
 * Returns the address to use, or the empty string for a refused one.
 */
export function safeForumUrl(url: string): string {
  const value = url.trim();
  if (mentionTarget(value)) return value;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  // A relative address: no scheme before the first / ? or #, and not //host (which leaves the site).
  if (value.startsWith('//') || value.startsWith('\\')) return '';
  const colon = value.indexOf(':');
  const boundary = value.search(/[/?#]/);
  if (colon !== -1 && (boundary === -1 || colon < boundary)) return '';
  return value;
}

/** A title or body with only spaces is empty (the schemas count characters, not words). */
export const isBlank = (text: string) => text.trim().length === 0;
