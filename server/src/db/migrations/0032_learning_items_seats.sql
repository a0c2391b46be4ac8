-- The rest of learning: multi-SCO packages and seats in a session.

-- A multi-SCO package keeps each item's CMI data apart: item_id is the manifest item's identifier, '' for the
-- package's first launchable item (every row written before this migration belongs to it, and it keeps that key).
alter table scorm_attempts add column item_id text not null default '';
alter table scorm_attempts drop constraint scorm_attempts_pkey;
alter table scorm_attempts add primary key (learner_course_id, activity_id, attempt, item_id);

-- A learner's seat in a session of their class (docs/decisions/2026-11-26-learning.md "Session seats"): a session with
-- a capacity takes that many reservations; the learner cancels their own.
create table session_reservations (
  session_id uuid not null references class_sessions (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  reserved_at timestamptz not null default now(),
  primary key (session_id, account_id)
);
create index session_reservations_account on session_reservations (account_id);
