-- A notification is written once (its text in both languages); each recipient account gets a receipt that
-- records whether they read it. A broadcast to a role or to everyone is one notification and many receipts.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  category text not null,
  title_id text not null,
  title_en text not null,
  body_id text not null,
  body_en text not null,
  link text,
  audience text not null,
  created_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now()
);

create table notification_receipts (
  account_id uuid not null references accounts (id) on delete cascade,
  notification_id uuid not null references notifications (id) on delete cascade,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (account_id, notification_id)
);
create index notification_receipts_unread on notification_receipts (account_id) where read_at is null;
create index notification_receipts_recent on notification_receipts (account_id, created_at desc);
