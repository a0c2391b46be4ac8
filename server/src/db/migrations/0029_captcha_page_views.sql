-- The proof-of-work captcha's used solutions and the public site's page-view counts
-- (docs/decisions/2026-11-26-public-site-findable-fast-beautiful.md "Captcha" and "First-party page-view analytics").

-- A captcha solution is accepted once: its challenge's nonce is kept here until the challenge expires (after that
-- the challenge itself is refused), so the table holds at most the last few minutes' solutions.
create table captcha_solutions (
  challenge_id text primary key,
  expires_at timestamptz not null
);
create index captcha_solutions_expiry on captcha_solutions (expires_at);

-- Page views, counted per day and never stored one by one: no address, no cookie, no user agent, nothing that
-- tells one visitor from another. device is 'mobile', 'tablet' or 'desktop'; locale 'id' or 'en'.
create table page_view_counts (
  day date not null,
  path text not null,
  locale text not null,
  device text not null,
  views integer not null default 0,
  primary key (day, path, locale, device)
);

-- The host a view came from ('' for a direct visit or the site's own pages), per day.
create table page_view_referrers (
  day date not null,
  referrer_host text not null,
  views integer not null default 0,
  primary key (day, referrer_host)
);
