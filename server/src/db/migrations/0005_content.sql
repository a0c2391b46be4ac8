-- The content of the public site (SPEC 3 and 7), editable by the operator without a deploy.
-- Globals: one Payload-style JSON document per page (home, about-us, contact-us-content, karyabisa...), stored in the
-- exact shape SPEC 7's v2 calls answer, so the API reads them without mapping.
create table content_globals (
  slug text primary key,
  data jsonb not null,
  updated_at timestamptz not null default now()
);

-- Collections (news, partners, team, categories, banners...): one JSON document per row. The columns the API
-- filters, orders or looks up by (slug, category, created_at) are kept beside the document.
create table content_items (
  collection text not null,
  id integer not null,
  slug text,
  category_id integer,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (collection, id)
);
create unique index content_items_slug on content_items (collection, slug) where slug is not null;
create index content_items_listing on content_items (collection, created_at desc, id desc);

-- Messages sent through the contact form (POST /api/contact-us); the operator reads them.
create table contact_messages (
  id serial primary key,
  name text not null,
  email text not null,
  affiliation text not null,
  messages text not null,
  created_at timestamptz not null default now()
);
