-- People: one row per e-mail address. A person may hold several accounts (e.g. a trainee and a linked job seeker).
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  fullname text not null,
  phone text,
  locale text not null default 'id' check (locale in ('id', 'en')),
  email_confirmed_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

-- Accounts: a role a person acts in. Tokens and owned rows point at an account.
create table accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  role_name text not null,
  account_type smallint not null,
  status_user smallint not null default 1,
  photo text,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  unique (user_id, role_name)
);
create index accounts_user_id on accounts (user_id);

-- Rotating refresh tokens, stored hashed. All tokens of one login share a family; reuse of a rotated one revokes it.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null,
  account_id uuid not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_id on refresh_tokens (family_id);

-- Single-use codes sent by e-mail (address confirmation, password reset), stored hashed.
create table one_time_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('confirm-email', 'reset-password')),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index one_time_tokens_user_id on one_time_tokens (user_id, purpose);

-- The development outbox: mail that would have been sent, readable at /dev/mailbox.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_at on mail_outbox (created_at desc);
