-- A vacancy's field of work (the vacancy search's "field or category" filter): one of packages/core/src/jobs/search.ts JOB_FIELDS,
-- 'other' for the vacancies written before it existed.
alter table job_vacancies add column field text not null default 'other' check (field in (
  'administration', 'sales-marketing', 'finance', 'information-technology', 'manufacturing', 'construction',
  'logistics', 'hospitality', 'healthcare', 'education', 'agriculture', 'creative', 'other'));
create index job_vacancies_field on job_vacancies (field, published_at desc) where status = 'published';
