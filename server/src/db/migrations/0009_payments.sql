-- Manual bank transfer (docs/decisions/2026-11-22-checkout-orders-and-payment.md "Payment providers"): the learner
-- uploads a transfer proof for an order awaiting payment; the operator accepts it (the order is paid) or rejects it
-- with a reason (the order stays awaiting payment and the learner may send another). The file is an upload (uploads
-- row, private folder).
create table payment_proofs (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  upload_name text not null references uploads (name) on delete cascade,
  status text not null default 'sent' check (status in ('sent', 'accepted', 'rejected')),
  reason text,
  reviewed_by uuid references accounts (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index payment_proofs_order on payment_proofs (order_id, created_at desc);
-- One proof waiting for the operator per order: a second upload waits for the first one's review.
create unique index payment_proofs_waiting on payment_proofs (order_id) where status = 'sent';

-- What happened besides a state change (a proof sent or rejected): the order's history shows both kinds.
alter table order_events add column action text;
