-- Certification schemes (skema) and the schema-driven assessment forms (docs/decisions/2026-11-22-assessment-forms.md).
-- A scheme's units, elements and KUK are read whole to prefill forms, so they are one jsonb document
-- ([{kode, judul, jenisStandar, elemen: [{nomor, judul, kuk: [text]}]}]) rather than four tables.
create table certification_schemes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  title_id text not null,
  title_en text not null,
  standard text not null,
  lsp_account_id uuid references accounts (id) on delete set null,
  units jsonb not null,
  basic_requirements jsonb not null default '[]',
  administrative_requirements jsonb not null default '[]',
  created_at timestamptz not null default now()
);

-- One filled form. `data` is the current version's document; `version` grows when a locked form is changed,
-- the locked versions staying in form_versions. The asesor is set when known, or by the first assessor who
-- writes an assessor's part.
create table form_instances (
  id uuid primary key default gen_random_uuid(),
  form_code text not null,
  scheme_id uuid references certification_schemes (id),
  asesi_account_id uuid references accounts (id) on delete set null,
  asesor_account_id uuid references accounts (id) on delete set null,
  schedule_ref text,
  created_by uuid not null references accounts (id) on delete cascade,
  version integer not null default 1,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'locked')),
  submitted_parts jsonb not null default '{}',
  data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index form_instances_asesi on form_instances (asesi_account_id);
create index form_instances_asesor on form_instances (asesor_account_id);
create index form_instances_creator on form_instances (created_by);

create table form_versions (
  instance_id uuid not null references form_instances (id) on delete cascade,
  version integer not null,
  data jsonb not null,
  locked_at timestamptz not null default now(),
  primary key (instance_id, version)
);

create table form_signatures (
  instance_id uuid not null references form_instances (id) on delete cascade,
  version integer not null,
  part_key text not null,
  account_id uuid not null references accounts (id),
  signer_name text not null,
  kind text not null check (kind in ('drawn', 'typed')),
  value text not null,
  signed_at timestamptz not null default now(),
  primary key (instance_id, version, part_key)
);

-- Every action on an instance; a submit's idempotency key makes a retried submit answer without a second write.
create table form_audit (
  id bigserial primary key,
  instance_id uuid not null references form_instances (id) on delete cascade,
  version integer not null,
  account_id uuid references accounts (id) on delete set null,
  action text not null,
  part_key text,
  idempotency_key text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index form_audit_instance on form_audit (instance_id, id);
create unique index form_audit_idempotency on form_audit (instance_id, idempotency_key) where idempotency_key is not null;
