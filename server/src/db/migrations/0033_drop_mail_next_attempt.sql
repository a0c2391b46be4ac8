-- Contract step (docs/decisions/2026-11-26-scale-out-and-operations.md "Expand/contract migrations"):
-- mail_outbox.next_attempt_at was the hand-written poller's due time. The release that made every mail a job of the
-- queue (commit 96c1287, "Mail delivery as jobs of the durable queue") stopped reading and writing it: the queue keeps
-- each retry's time itself. Deploy this only once no gateway of the release before that one runs (its poller selects
-- due rows by this column); the releases since then never name it, so they run before and after this migration alike.
drop index if exists mail_outbox_due;
alter table mail_outbox drop column if exists next_attempt_at;
