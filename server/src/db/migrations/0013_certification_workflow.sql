-- The work of a certification body (../shared/FORMS.md "The certification flow"). Every row belongs
-- to one LSP (organisation_id); docs/decisions/2026-11-24-certification-workflow.md has the states and the rules.

-- Schemes become their LSP's; certificate_code is the scheme's part of a certificate number (JWD, OKM).
alter table certification_schemes add column organisation_id uuid references organisations (id);
alter table certification_schemes add column certificate_code text check (certificate_code ~ '^[A-Z0-9]{2,10}$');
update certification_schemes set organisation_id = organisations.id
from organisations where organisations.kind = 'lsp' and organisations.owner_account_id = certification_schemes.lsp_account_id;
create index certification_schemes_organisation on certification_schemes (organisation_id);

-- TUK: where an assessment takes place.
create table test_sites (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  name text not null,
  type text not null check (type in ('sewaktu', 'tempat-kerja', 'mandiri')),
  address text not null,
  created_at timestamptz not null default now()
);
create index test_sites_organisation on test_sites (organisation_id);

-- An assessor of an LSP (a membership with role 'assessor'): MET. number, the validity of their own
-- certificate, and the schemes they may assess.
create table assessor_profiles (
  organisation_id uuid not null references organisations (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  met_number text not null,
  certificate_valid_until date not null,
  created_at timestamptz not null default now(),
  primary key (organisation_id, account_id)
);
create table assessor_schemes (
  organisation_id uuid not null,
  account_id uuid not null,
  scheme_id uuid not null references certification_schemes (id) on delete cascade,
  primary key (organisation_id, account_id, scheme_id),
  foreign key (organisation_id, account_id) references assessor_profiles (organisation_id, account_id) on delete cascade
);

create table certification_schedules (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  scheme_id uuid not null references certification_schemes (id),
  test_site_id uuid not null references test_sites (id),
  -- The catalogue's certification program that a fee is paid through (the existing cart and checkout).
  program_id integer references programs (id),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  registration_opens_at timestamptz not null,
  registration_closes_at timestamptz not null,
  quota integer not null check (quota between 1 and 10000),
  fee bigint not null check (fee >= 0),
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (registration_closes_at > registration_opens_at),
  check (registration_closes_at <= starts_at)
);
create index certification_schedules_organisation on certification_schedules (organisation_id, starts_at);
create index certification_schedules_open on certification_schedules (registration_closes_at);

create table schedule_assessors (
  schedule_id uuid not null references certification_schedules (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  primary key (schedule_id, account_id)
);
create index schedule_assessors_account on schedule_assessors (account_id);

-- One asesi in one schedule. The state machine is packages/core/src/certification/states.ts.
create table assessment_registrations (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  schedule_id uuid not null references certification_schedules (id) on delete cascade,
  asesi_account_id uuid not null references accounts (id) on delete cascade,
  state text not null default 'submitted',
  purpose text not null default 'sertifikasi' check (purpose in ('sertifikasi', 'sertifikasi-ulang')),
  previous_certificate_id uuid,
  order_item_id uuid unique references order_items (id),
  fee bigint not null default 0,
  verification_note text,
  assessor_account_id uuid references accounts (id) on delete set null,
  assigned_at timestamptz,
  recommendation text check (recommendation in ('K', 'BK')),
  decision_committee jsonb not null default '[]',
  decided_by uuid references accounts (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (schedule_id, asesi_account_id)
);
create index assessment_registrations_schedule on assessment_registrations (schedule_id, created_at);
create index assessment_registrations_asesi on assessment_registrations (asesi_account_id);
create index assessment_registrations_assessor on assessment_registrations (assessor_account_id);

create table registration_events (
  id bigserial primary key,
  registration_id uuid not null references assessment_registrations (id) on delete cascade,
  from_state text,
  to_state text not null,
  actor_account_id uuid references accounts (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index registration_events_registration on registration_events (registration_id, id);

-- A number is handed out once per (LSP, scheme, year) sequence and never again, revoked or not.
create table certificate_sequences (
  organisation_id uuid not null references organisations (id) on delete cascade,
  scheme_code text not null,
  year integer not null,
  last_value integer not null,
  primary key (organisation_id, scheme_code, year)
);

create table certificates (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  organisation_id uuid not null references organisations (id) on delete cascade,
  registration_id uuid not null unique references assessment_registrations (id) on delete cascade,
  scheme_id uuid not null references certification_schemes (id),
  holder_account_id uuid not null references accounts (id) on delete cascade,
  holder_name text not null,
  issued_at timestamptz not null,
  valid_until date not null,
  revoked_at timestamptz,
  revocation_reason text,
  previous_certificate_id uuid references certificates (id),
  created_at timestamptz not null default now()
);
create index certificates_holder on certificates (holder_account_id);
create index certificates_organisation on certificates (organisation_id, issued_at desc);
alter table assessment_registrations add foreign key (previous_certificate_id) references certificates (id);

create table certification_appeals (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  registration_id uuid not null references assessment_registrations (id) on delete cascade,
  asesi_account_id uuid not null references accounts (id) on delete cascade,
  reason text not null,
  state text not null default 'submitted' check (state in ('submitted', 'upheld', 'dismissed')),
  decision_note text,
  decided_by uuid references accounts (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index certification_appeals_registration on certification_appeals (registration_id);
-- One open appeal per registration at a time.
create unique index certification_appeals_open on certification_appeals (registration_id) where state = 'submitted';

-- A form of a registration: reached by the registration's asesi, its assigned assessor and its LSP.
alter table form_instances add column registration_id uuid references assessment_registrations (id) on delete cascade;
create index form_instances_registration on form_instances (registration_id);
