-- The job portal (docs/decisions/2026-11-26-job-portal.md). Vacancies belong to an organisation of kind
-- 'employer' (DESIGN 4a: the same organisations and memberships as the LSPs; an employer's recruiters and admins are
-- its memberships), so every employer query is scoped through server/src/platform/tenancy.ts and another employer's
-- row answers 404. Applications are the applicant's own rows, moved through packages/core/src/jobs/hiring.ts.
create table job_vacancies (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  description text not null default '',
  requirements text not null default '',
  province_code text references location_provinces (code),
  regency_code text references location_regencies (code),
  employment_type text not null check (employment_type in ('full-time', 'part-time', 'contract', 'internship', 'freelance')),
  work_mode text not null check (work_mode in ('onsite', 'hybrid', 'remote')),
  -- Rupiah a month; either may be unknown. show_salary false keeps them from the public (and from its salary filter).
  salary_min bigint check (salary_min >= 0),
  salary_max bigint check (salary_max >= 0),
  show_salary boolean not null default true,
  quota integer not null default 1 check (quota between 1 and 10000),
  closes_at timestamptz,
  status text not null default 'draft' check (status in ('draft', 'published', 'closed')),
  published_at timestamptz,
  closed_at timestamptz,
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Full-text search in both languages: the 'simple' configuration (lower-cased words, no stemming or stop words,
  -- so Indonesian and English are treated alike), the title weighing most. Queries use prefix terms (word:*).
  search tsvector generated always as (
    setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', requirements), 'B') ||
    setweight(to_tsvector('simple', description), 'C')
  ) stored,
  check (salary_min is null or salary_max is null or salary_min <= salary_max),
  check (status <> 'published' or published_at is not null)
);
create index job_vacancies_search on job_vacancies using gin (search);
-- The public list: published ones, newest first (the default sort), or by the salary shown.
create index job_vacancies_published on job_vacancies (published_at desc) where status = 'published';
create index job_vacancies_salary on job_vacancies ((coalesce(salary_max, salary_min)) desc) where status = 'published' and show_salary;
create index job_vacancies_region on job_vacancies (province_code, regency_code) where status = 'published';
create index job_vacancies_organisation on job_vacancies (organisation_id, created_at desc);

-- An application: one per (vacancy, applicant). status is SPEC 3/4's hiring status code: 0 new (waiting result),
-- 1 on process, 2 passed, 3 failed, 4 hired, 5 rejected. withdrawn_at set: the applicant withdrew (the code stays).
create table job_applications (
  id uuid primary key default gen_random_uuid(),
  vacancy_id uuid not null references job_vacancies (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  applicant_account_id uuid not null references accounts (id) on delete cascade,
  status smallint not null default 0 check (status between 0 and 5),
  withdrawn_at timestamptz,
  cover_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vacancy_id, applicant_account_id)
);
create index job_applications_organisation on job_applications (organisation_id, created_at desc);
create index job_applications_applicant on job_applications (applicant_account_id, created_at desc);

-- Every move of an application (like registration_events): the states by name (packages/core/src/jobs/hiring.ts), so the
-- applicant's withdrawal is a move too.
create table application_events (
  id bigserial primary key,
  application_id uuid not null references job_applications (id) on delete cascade,
  from_state text,
  to_state text not null,
  actor_account_id uuid references accounts (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index application_events_application on application_events (application_id, id);

-- An interview the employer sets; reschedule_code is SPEC 4's (1 scheduled, 2 confirmed, 3 rescheduled, 4 cancelled).
create table job_interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  scheduled_at timestamptz not null,
  location text,
  link text,
  reschedule_code smallint not null default 1 check (reschedule_code between 1 and 4),
  note text,
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_interviews_application on job_interviews (application_id, scheduled_at);

-- The recruiters' notes on an application (never shown to the applicant).
create table application_notes (
  id bigserial primary key,
  application_id uuid not null references job_applications (id) on delete cascade,
  author_account_id uuid references accounts (id) on delete set null,
  note text not null,
  created_at timestamptz not null default now()
);
create index application_notes_application on application_notes (application_id, id);
