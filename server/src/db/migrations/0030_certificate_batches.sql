-- Certificate batches: an LSP asks for every certificate of a schedule as PDFs at once; one job per
-- certificate renders and stores it, and each item's state is the batch's progress.
create table certificate_batches (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references organisations (id) on delete cascade,
  schedule_id uuid not null references certification_schedules (id) on delete cascade,
  requested_by uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index certificate_batches_schedule on certificate_batches (schedule_id, created_at desc);

create table certificate_batch_items (
  batch_id uuid not null references certificate_batches (id) on delete cascade,
  certificate_id uuid not null references certificates (id) on delete cascade,
  state text not null default 'waiting' check (state in ('waiting', 'done', 'failed')),
  -- The stored PDF's key in the documents store, once done.
  file_key text,
  error text,
  finished_at timestamptz,
  primary key (batch_id, certificate_id)
);
