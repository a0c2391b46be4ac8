-- The candidate dashboard's counters (SPEC 3: applier, candidateOnProcess, failedCandidate, hiredCandidate,
-- totalCandidate) per employer organisation, kept by a trigger instead of counted on every page load: an employer
-- with 50,000 applications reads 7 rows, not 50,000 (docs/performance.md, the candidate list's goal).
create table job_application_counts (
  organisation_id uuid not null references organisations (id) on delete cascade,
  status smallint not null,
  withdrawn boolean not null,
  n integer not null default 0 check (n >= 0),
  primary key (organisation_id, status, withdrawn)
);
insert into job_application_counts (organisation_id, status, withdrawn, n)
select organisation_id, status, withdrawn_at is not null, count(*) from job_applications group by 1, 2, 3;

create function job_application_counts_track() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update job_application_counts set n = n - 1
    where organisation_id = old.organisation_id and status = old.status and withdrawn = (old.withdrawn_at is not null);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into job_application_counts (organisation_id, status, withdrawn, n)
    values (new.organisation_id, new.status, new.withdrawn_at is not null, 1)
    on conflict (organisation_id, status, withdrawn) do update set n = job_application_counts.n + 1;
  end if;
  return null;
end
$$;
create trigger job_application_counts_track after insert or delete or update of status, withdrawn_at, organisation_id
on job_applications for each row execute function job_application_counts_track();

-- The candidate list's order is (created_at desc, id): with id in the index a page is read straight from it instead
-- of sorting every application of the organisation first.
drop index job_applications_organisation;
create index job_applications_organisation on job_applications (organisation_id, created_at desc, id);
