-- Learning (docs/decisions/2026-11-26-learning.md). Courses belong to a training provider (an organisation of kind
-- 'training-provider', DESIGN 4a): its content creators write them, its trainers teach their classes. A client
-- company's Trainee SPV and Trainee Manager watch the trainees who report to them (memberships.reports_to).

-- The trainee's supervisor inside a client company: a Trainee Staff's membership names the SPV they report to.
alter table memberships add column reports_to uuid references accounts (id) on delete set null;

-- A course: the studio edits `draft` (its modules and activities as one document, packages/core/src/learning/courseDocument.ts);
-- publishing copies the draft into course_versions. A learner's course keeps the version it started with, so a
-- published course's changes reach new enrolments only (docs/decisions/2026-11-26-learning.md).
create table courses (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id),
  author_account_id uuid not null references accounts (id),
  title text not null,
  summary text not null default '',
  competency text not null default '',
  status text not null default 'draft' check (status in ('draft', 'review', 'published')),
  draft jsonb not null default '{"modules": []}',
  review_note text,
  current_version integer,
  -- SPEC 3's totalRating and avgRating, kept by the feedback routes in the same transaction as the feedback.
  rating_total integer not null default 0,
  rating_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index courses_organisation on courses (organisation_id, updated_at desc);

create table course_versions (
  course_id uuid not null references courses (id) on delete cascade,
  version integer not null,
  structure jsonb not null,
  published_by uuid references accounts (id) on delete set null,
  published_at timestamptz not null default now(),
  primary key (course_id, version)
);

-- Which courses a catalogue program opens: a course program opens one, a package several (kompetensi/paket/{id}).
create table program_courses (
  program_id integer not null references programs (id) on delete cascade,
  course_id uuid not null references courses (id) on delete cascade,
  position integer not null default 0,
  primary key (program_id, course_id)
);
create index program_courses_course on program_courses (course_id);

-- The files of a course's activities: PDF, video, PPTX (with its PDF rendering when LibreOffice is installed) and
-- SCORM packages (unpacked under storage_key/, launch and version from imsmanifest.xml). Files never change: a
-- replaced file is a new row, so a published version's activities keep theirs.
create table learning_files (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id),
  course_id uuid not null references courses (id) on delete cascade,
  kind text not null check (kind in ('pdf', 'video', 'pptx', 'scorm')),
  original_name text not null,
  content_type text not null,
  size_bytes bigint not null,
  storage_key text not null unique,
  pdf_storage_key text,
  scorm_version text check (scorm_version in ('1.2', '2004')),
  scorm_launch text,
  uploaded_by uuid not null references accounts (id),
  created_at timestamptz not null default now()
);
create index learning_files_course on learning_files (course_id);

-- A trainer's class of a course (SPEC 3's trainer "my-course" item): the learners placed in it, its sessions.
create table course_classes (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references courses (id) on delete cascade,
  organisation_id uuid not null references organisations (id),
  trainer_account_id uuid not null references accounts (id),
  name text not null,
  starts_on date not null,
  ends_on date not null check (ends_on >= starts_on),
  capacity integer check (capacity > 0),
  -- The trainer's share of what a learner of the class paid for the course's program (trainer-transaction).
  fee_rate numeric not null default 0.3 check (fee_rate >= 0 and fee_rate <= 1),
  created_at timestamptz not null default now()
);
create index course_classes_trainer on course_classes (trainer_account_id, starts_on);
create index course_classes_course on course_classes (course_id);

-- A learner's course: the version they follow, their class and when they finished (the certificate's number).
create table learner_courses (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  course_id uuid not null references courses (id),
  version integer not null,
  enrolment_id uuid not null references enrolments (id) on delete cascade,
  class_id uuid references course_classes (id) on delete set null,
  started_at timestamptz not null default now(),
  completed_at timestamptz,
  certificate_number text unique,
  unique (account_id, course_id),
  foreign key (course_id, version) references course_versions (course_id, version)
);
create index learner_courses_class on learner_courses (class_id);

-- SPEC 3's isDone and time per activity; `position` is where the learner left off (a video's second, a PDF's page).
create table activity_progress (
  learner_course_id uuid not null references learner_courses (id) on delete cascade,
  activity_id text not null,
  is_done boolean not null default false,
  seconds_spent integer not null default 0 check (seconds_spent >= 0),
  position jsonb,
  score numeric,
  done_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (learner_course_id, activity_id)
);

-- A quiz attempt: the question order it was shown in, the answers and the score, kept; the key stays in the version.
create table quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  learner_course_id uuid not null references learner_courses (id) on delete cascade,
  activity_id text not null,
  attempt integer not null check (attempt > 0),
  question_order jsonb not null,
  answers jsonb,
  score numeric,
  passed boolean,
  started_at timestamptz not null default now(),
  submitted_at timestamptz,
  unique (learner_course_id, activity_id, attempt)
);

-- A SCORM attempt's CMI data as the runtime committed it (resume reads it back).
create table scorm_attempts (
  learner_course_id uuid not null references learner_courses (id) on delete cascade,
  activity_id text not null,
  attempt integer not null default 1,
  cmi jsonb not null default '{}',
  completion text,
  success text,
  score numeric,
  updated_at timestamptz not null default now(),
  primary key (learner_course_id, activity_id, attempt)
);

-- A class's sessions (/member/scheduling): a time, a place or an online link, a capacity and a code the learners
-- type to mark themselves present while the session runs.
create table class_sessions (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references course_classes (id) on delete cascade,
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at),
  place text,
  online_url text,
  capacity integer check (capacity > 0),
  attendance_code text not null,
  created_at timestamptz not null default now()
);
create index class_sessions_class on class_sessions (class_id, starts_at);

create table session_attendance (
  session_id uuid not null references class_sessions (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  status text not null check (status in ('present', 'late', 'excused', 'absent')),
  marked_by uuid references accounts (id) on delete set null,
  marked_at timestamptz not null default now(),
  primary key (session_id, account_id)
);

-- An OJT task's submission by the learner and the trainer's grade (ojt-result/{task}/{activity}/{schedule}).
create table ojt_submissions (
  id uuid primary key default gen_random_uuid(),
  learner_course_id uuid not null references learner_courses (id) on delete cascade,
  activity_id text not null,
  session_id uuid references class_sessions (id) on delete set null,
  note text not null default '',
  file_key text,
  submitted_at timestamptz not null default now(),
  score numeric check (score between 0 and 100),
  passed boolean,
  feedback text,
  graded_by uuid references accounts (id) on delete set null,
  graded_at timestamptz,
  unique (learner_course_id, activity_id)
);

-- Results the trainer imports from a VR simulator (vr-result; the CSV and JSON format:
-- docs/decisions/2026-11-26-learning.md).
create table vr_results (
  id uuid primary key default gen_random_uuid(),
  class_id uuid not null references course_classes (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  scenario text not null,
  score numeric not null check (score between 0 and 100),
  passed boolean not null,
  duration_seconds integer check (duration_seconds >= 0),
  recorded_at timestamptz not null,
  imported_by uuid references accounts (id) on delete set null,
  imported_at timestamptz not null default now(),
  unique (class_id, account_id, scenario, recorded_at)
);

-- A learner's rating (1..5) and comment per course: feeds courses.rating_total and rating_count.
create table course_feedback (
  course_id uuid not null references courses (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (course_id, account_id)
);

-- The forum: a thread list per course (course_id) and a general one (null); the course's trainers moderate.
create table forum_threads (
  id uuid primary key default gen_random_uuid(),
  course_id uuid references courses (id) on delete cascade,
  author_account_id uuid not null references accounts (id) on delete cascade,
  title text not null,
  body text not null,
  pinned boolean not null default false,
  locked boolean not null default false,
  hidden boolean not null default false,
  reply_count integer not null default 0,
  last_post_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create index forum_threads_course on forum_threads (course_id, pinned desc, last_post_at desc);

create table forum_posts (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references forum_threads (id) on delete cascade,
  author_account_id uuid not null references accounts (id) on delete cascade,
  body text not null,
  hidden boolean not null default false,
  created_at timestamptz not null default now()
);
create index forum_posts_thread on forum_posts (thread_id, created_at);

-- The secret address of a person's calendar feed (.ics): a token they can renew, which ends the old address.
create table calendar_feeds (
  account_id uuid primary key references accounts (id) on delete cascade,
  token text not null unique,
  created_at timestamptz not null default now()
);
