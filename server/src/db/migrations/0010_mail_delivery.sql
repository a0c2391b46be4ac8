-- Every e-mail is a row first (a durable outbox), delivered by a background worker with retries, so a request
-- that stored its data succeeds even while SMTP is down. 'kept' rows are the development outbox (no SMTP).
alter table mail_outbox add column status text not null default 'kept' check (status in ('kept', 'pending', 'sent', 'failed'));
alter table mail_outbox add column attempts integer not null default 0;
alter table mail_outbox add column next_attempt_at timestamptz not null default now();
alter table mail_outbox add column last_error text;
alter table mail_outbox add column sent_at timestamptz;
create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
