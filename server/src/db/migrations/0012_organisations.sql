-- DESIGN 4a: one tenancy model for certification, jobs and learning
-- (docs/decisions/2026-11-24-organisations-and-tenancy.md). An organisation is a tenant (an LSP, an employer company, a
-- training provider, a client company); a membership ties an account to it with a role there. Tenant-owned rows carry
-- organisation_id and are read through the caller's memberships (server/src/platform/tenancy.ts), so another tenant's
-- row is never found (404).
create table organisations (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('lsp', 'employer', 'training-provider', 'client-company')),
  legal_name text not null,
  -- A short code of capitals and digits: an LSP's appears in its certificate numbers.
  code text not null check (code ~ '^[A-Z0-9]{2,12}$'),
  verification text not null default 'pending' check (verification in ('pending', 'verified', 'rejected')),
  rejection_reason text,
  owner_account_id uuid not null references accounts (id),
  created_at timestamptz not null default now(),
  unique (kind, code)
);
create index organisations_owner on organisations (owner_account_id);

create table memberships (
  organisation_id uuid not null references organisations (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  role text not null check (role in ('admin', 'assessor', 'assessor-supervisor', 'recruiter', 'supervisor', 'manager', 'staff', 'trainer', 'content-creator')),
  created_at timestamptz not null default now(),
  primary key (organisation_id, account_id, role)
);
create index memberships_account on memberships (account_id);

-- Installations from before: every LSP account becomes the admin of an LSP of its own, verified (it was trusted).
insert into organisations (kind, legal_name, code, verification, owner_account_id)
select 'lsp', users.fullname, 'LSP' || upper(substr(replace(accounts.id::text, '-', ''), 1, 6)), 'verified', accounts.id
from accounts join users on users.id = accounts.user_id
where accounts.role_name = 'LSP';
insert into memberships (organisation_id, account_id, role)
select id, owner_account_id, 'admin' from organisations;
