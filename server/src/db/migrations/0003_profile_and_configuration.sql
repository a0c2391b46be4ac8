-- SPEC 3's global configuration: one value per code (PPH and PPN in percent, MAX_SIZE_DOC and MAX_SIZE_VIDEO in
-- megabytes). Values are text, as any setting may be; the apps read the numeric ones. Seeded at every start
-- (server/src/db/seed.ts, seedConfiguration) without overwriting a value an operator changed.
create table global_configuration (
  config_code text primary key,
  config_value text not null,
  updated_at timestamptz not null default now()
);

-- Uploaded files: the bytes live in DATA_DIR/uploads/<name> (a random name, never a path from the user); this
-- row is what the gateway serves them as. A deleted account takes its uploads' rows with it.
create table uploads (
  name text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  content_type text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now()
);
create index uploads_account_id on uploads (account_id);
