-- Settings of the public site that operators change without a deploy, one JSON value per key (e.g. 'contact-info',
-- SPEC 3's contact info). Seeded at every start (server/src/db/seed.ts, seedSiteSettings) without overwriting a
-- value an operator changed.
create table site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
