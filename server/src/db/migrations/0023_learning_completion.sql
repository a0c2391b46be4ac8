-- Certificates of course completion (docs/decisions/2026-11-26-learning.md "Learner: completion, quizzes,
-- certificate of completion"): numbered
-- BISA-LC-<year>-<seq>, one sequence per year, handed out once when a learner's course becomes complete.
create table learning_certificate_sequences (
  year integer primary key,
  last_value integer not null
);
