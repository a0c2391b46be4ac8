-- Certificates of course completion (issue 16, docs/decisions.md "Learning: completion"): numbered
-- BISA-LC-<year>-<seq>, one sequence per year, handed out once when a learner's course becomes complete.
create table learning_certificate_sequences (
  year integer primary key,
  last_value integer not null
);
