-- Who reaches an assessment form, private evidence and per-person submit idempotency
-- (docs/decisions/2026-11-24-assessment-forms-who-reaches-them.md).

-- A private upload is never served at /uploads/<name>, only by the route of the record that owns it (a payment
-- proof, an assessment's evidence). New private files live in a folder of DATA_DIR/uploads (proofs/, evidence/);
-- evidence stored before this migration stays where it is, marked here.
alter table uploads add column private boolean not null default false;
update uploads set private = true where name like '%/%';

-- Evidence belongs to one form instance and is read by those who reach that instance.
create table form_evidence (
  id uuid primary key default gen_random_uuid(),
  instance_id uuid not null references form_instances (id) on delete cascade,
  upload_name text not null references uploads (name) on delete cascade,
  account_id uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now()
);
create index form_evidence_instance on form_evidence (instance_id);

-- Evidence uploaded before: a public name written into a form's data (never a profile photo).
insert into form_evidence (instance_id, upload_name, account_id)
select distinct source.instance_id, uploads.name, uploads.account_id
from uploads
join (
  select id as instance_id, data::text as doc from form_instances
  union all
  select instance_id, data::text from form_versions
) source on position('"/uploads/' || uploads.name || '"' in source.doc) > 0
where not uploads.private
  and not exists (select 1 from accounts where accounts.photo = '/uploads/' || uploads.name);
update uploads set private = true where name in (select upload_name from form_evidence);

-- The current version's links point at the scoped route; locked versions keep their text as it was signed.
with recursive numbered as (
  select instance_id, id, upload_name, row_number() over (partition by instance_id order by created_at, id) as n from form_evidence
), folded as (
  select form_instances.id as instance_id, form_instances.data::text as doc, 0::bigint as n
  from form_instances where exists (select 1 from numbered where numbered.instance_id = form_instances.id)
  union all
  select folded.instance_id,
         replace(folded.doc, '"/uploads/' || numbered.upload_name || '"', '"/api/certification/form-instances/' || numbered.instance_id || '/evidence/' || numbered.id || '"'),
         folded.n + 1
  from folded join numbered on numbered.instance_id = folded.instance_id and numbered.n = folded.n + 1
)
update form_instances set data = folded.doc::jsonb
from folded
where folded.instance_id = form_instances.id
  and folded.n = (select count(*) from numbered where numbered.instance_id = form_instances.id);

-- A submit's idempotency key is one person's retry of one part: another person or part with the same key is a new write.
drop index form_audit_idempotency;
create unique index form_audit_idempotency on form_audit (instance_id, part_key, account_id, idempotency_key) where idempotency_key is not null;
