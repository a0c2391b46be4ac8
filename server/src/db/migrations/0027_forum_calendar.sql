-- The forum's edits and mentions, and the calendar feed's hashed token (docs/decisions/2026-11-26-learning.md
-- "Forum" and "Learning calendar").

-- An author may correct their own post for a short while after posting (packages/core/src/learning/forum.ts): when they did.
alter table forum_threads add column edited_at timestamptz;
alter table forum_posts add column edited_at timestamptz;

-- Who a post has mentioned, so an edit that keeps a mention does not notify the person again. post_id is null for
-- the thread's opening post.
create table forum_mentions (
  thread_id uuid not null references forum_threads (id) on delete cascade,
  post_id uuid references forum_posts (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create unique index forum_mentions_once on forum_mentions (thread_id, coalesce(post_id, thread_id), account_id);

-- calendar_feeds.token holds the SHA-256 of the feed's secret (hex), never the secret: a copy of the database does
-- not open anyone's calendar. The address is shown once, when made (no schema change: the column stays text).
