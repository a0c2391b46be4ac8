-- The rest of the job portal: the job seeker's CV (job-profile), the employer's talent source with its
-- data requests, and the screening tests an employer attaches to a vacancy. Written as one migration so the three
-- parts share fixed tables; each part's rules live in packages/core/src/jobs and its routes in server/src/features/jobs.

-- One CV per account (the job seeker's own row). The list sections are JSON arrays validated by the route schemas
-- (packages/core/src/jobs/profile.ts); skills are a text array so the talent source can search them with a GIN index.
create table job_profiles (
  account_id uuid primary key references accounts (id) on delete cascade,
  headline text not null default '' check (length(headline) <= 200),
  summary text not null default '' check (length(summary) <= 4000),
  phone text,
  address text,
  province_code text references location_provinces (code),
  regency_code text references location_regencies (code),
  district_code text,
  village_code text,
  education jsonb not null default '[]',
  experience jsonb not null default '[]',
  languages jsonb not null default '[]',
  skills text[] not null default '{}',
  desired_job text not null default '' check (length(desired_job) <= 200),
  -- Rupiah a month.
  desired_salary bigint check (desired_salary >= 0),
  -- Opted in to the employers' talent source (personal data stays censored until a data request is approved).
  open_to_offers boolean not null default false,
  -- The uploaded CV: a private upload's name (cv/<name>.pdf), never served by /uploads.
  cv_file text,
  cv_file_name text,
  cv_uploaded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index job_profiles_open on job_profiles (province_code, regency_code) where open_to_offers;
create index job_profiles_skills on job_profiles using gin (skills) where open_to_offers;

-- An employer's request for a job seeker's personal data (SPEC 3's data-request statuses; "Available to Hiring" is
-- a profile without a request of this organisation): waiting-approval (sent), agreement-on-process (the job seeker
-- opened it), approved (contact data shown), rejected. One request per (organisation, job seeker).
create table talent_requests (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  profile_account_id uuid not null references accounts (id) on delete cascade,
  requested_by uuid references accounts (id) on delete set null,
  status text not null default 'waiting-approval' check (status in ('waiting-approval', 'agreement-on-process', 'approved', 'rejected')),
  message text not null default '' check (length(message) <= 2000),
  vacancy_id uuid references job_vacancies (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organisation_id, profile_account_id)
);
create index talent_requests_profile on talent_requests (profile_account_id, created_at desc);

-- A screening test an employer attaches to a vacancy (at most one). questions: [{id, text, options: [4 texts],
-- correct: [indexes]}]; the key never leaves the server (packages/core/src/jobs/screening.ts strips it).
create table job_tests (
  vacancy_id uuid primary key references job_vacancies (id) on delete cascade,
  organisation_id uuid not null references organisations (id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  duration_minutes integer not null check (duration_minutes between 1 and 240),
  pass_mark integer not null default 60 check (pass_mark between 0 and 100),
  questions jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One attempt per application: started when the job seeker opens the test, its deadline fixed then; answers scored
-- on the server at submission (or when the deadline has passed, with what was saved).
create table job_test_attempts (
  application_id uuid primary key references job_applications (id) on delete cascade,
  vacancy_id uuid not null references job_vacancies (id) on delete cascade,
  started_at timestamptz not null default now(),
  deadline_at timestamptz not null,
  submitted_at timestamptz,
  answers jsonb not null default '{}',
  score integer,
  max_score integer,
  passed boolean
);
