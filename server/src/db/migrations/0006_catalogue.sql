-- SPEC 3's catalogue. Competency categories group the programs of one program group (1 business, 2 academy).
create table program_categories (
  id serial primary key,
  group_program smallint not null check (group_program in (1, 2)),
  name_id text not null,
  name_en text not null,
  created_at timestamptz not null default now()
);

-- One row per program of any kind. `kind` is the cart's enrollment type name
-- (docs/decisions/2026-11-22-catalogue-and-cart.md: a package is the catalogue's sub-program 4, mandiri-belajar);
-- sub_program_id and group_program are what the catalogue calls filter on. Prices are whole rupiah. `search` is the
-- full-text document in both languages: titles weigh most, then the competency, then the description; Indonesian and
-- English stemming are both applied.
create table programs (
  id serial primary key,
  kind text not null check (kind in ('link-and-match', 'learning-industrial', 'profession', 'package', 'course', 'certification')),
  sub_program_id smallint not null check (sub_program_id between 1 and 6),
  group_program smallint not null check (group_program in (1, 2)),
  category_id integer not null references program_categories (id),
  title_id text not null,
  title_en text not null,
  description_id text not null,
  description_en text not null,
  competency_id text not null,
  competency_en text not null,
  activities jsonb not null default '[]',
  price bigint not null check (price >= 0),
  discount bigint not null default 0 check (discount >= 0 and discount <= price),
  cover text,
  available_from date,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search tsvector generated always as (
    setweight(to_tsvector('indonesian', title_id), 'A') || setweight(to_tsvector('english', title_en), 'A') ||
    setweight(to_tsvector('indonesian', competency_id), 'B') || setweight(to_tsvector('english', competency_en), 'B') ||
    setweight(to_tsvector('indonesian', description_id), 'C') || setweight(to_tsvector('english', description_en), 'C')
  ) stored
);
create index programs_listing on programs (group_program, sub_program_id, category_id, id) where published;
create index programs_search on programs using gin (search);

-- What a company asks for (SPEC 7's request-learning-industrial and request-link-and-match); the operator follows up.
create table company_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('learning-industrial', 'link-and-match')),
  company_name text not null,
  company_industry text,
  company_address text,
  contact_name text not null,
  contact_email text not null,
  contact_phone text not null,
  contact_position text,
  wanted text not null,
  participants integer not null check (participants > 0),
  period_start date not null,
  period_end date not null,
  notes text,
  status text not null default 'new' check (status in ('new', 'in-progress', 'closed')),
  created_at timestamptz not null default now()
);
create index company_requests_recent on company_requests (created_at desc);

-- SPEC 3 and 4's cart: one row per program an account put in it (quantity is always 1), so the same program
-- twice is refused by the unique key. enrollment_type is the cart's numbering (1..6,
-- docs/decisions/2026-11-22-catalogue-and-cart.md).
create table order_carts (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  program_id integer not null references programs (id) on delete cascade,
  enrollment_type smallint not null check (enrollment_type between 1 and 6),
  created_at timestamptz not null default now(),
  unique (account_id, program_id)
);

-- Orders (checkout): prices and taxes are copied in when the order is made, so later catalogue or rate changes
-- never alter it. (account_id, idempotency_key) is unique: a retried or double-clicked checkout finds the first.
create table orders (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  idempotency_key text not null,
  state text not null default 'awaiting-payment'
    check (state in ('awaiting-payment', 'paid', 'fulfilled', 'expired', 'cancelled', 'refunded')),
  payment_provider text not null check (payment_provider in ('sandbox', 'manual-transfer')),
  subtotal bigint not null,
  discount bigint not null,
  ppn_rate numeric not null,
  pph_rate numeric not null,
  ppn bigint not null,
  pph bigint not null,
  total bigint not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (account_id, idempotency_key)
);
create index orders_account on orders (account_id, created_at desc);

create table order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id) on delete cascade,
  program_id integer not null references programs (id),
  enrollment_type smallint not null,
  title_id text not null,
  title_en text not null,
  price bigint not null,
  discount bigint not null,
  total bigint not null
);
create index order_items_order on order_items (order_id);

-- Every state change: when, from what, to what, and who (an account, or null for the system, e.g. expiry).
create table order_events (
  id bigserial primary key,
  order_id uuid not null references orders (id) on delete cascade,
  from_state text,
  to_state text not null,
  actor_account_id uuid references accounts (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
create index order_events_order on order_events (order_id, id);

-- What a paid item gives: one enrolment (courses, packages, professions, business programs) or one certification
-- registration per order item; the unique keys make a repeated payment confirmation harmless.
create table enrolments (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  program_id integer not null references programs (id),
  order_item_id uuid not null unique references order_items (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table certification_registrations (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  program_id integer not null references programs (id),
  status text not null default 'registered',
  created_at timestamptz not null default now(),
  unique (account_id, program_id)
);
