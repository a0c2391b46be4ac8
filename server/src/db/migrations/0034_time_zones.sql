-- The platform's time model (docs/decisions/2026-12-03-one-time-model.md).
--
-- Every organisation plans in one of Indonesia's three time zones; schedules, sessions and deadlines are shown in
-- their organisation's zone with its abbreviation (WIB, WITA, WIT). Indonesia keeps no daylight saving time.
alter table organisations add column if not exists time_zone text not null default 'Asia/Jakarta'
  constraint organisations_time_zone_check check (time_zone in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'));

-- A certificate's issue day is a date, not an instant: the day of the plenary decision where the LSP is. Read from
-- issued_at in UTC, a decision at 06.30 WIB on 2 December printed 1 December on the PDF and the verification page.
-- Expand step: a gateway of the release before this one inserts certificates without it, so a trigger fills it in
-- from the LSP's zone; the column is then never null.
alter table certificates add column if not exists issued_on date;
update certificates set issued_on = (certificates.issued_at at time zone organisations.time_zone)::date
  from organisations where organisations.id = certificates.organisation_id and certificates.issued_on is null;

create or replace function certificates_issued_on() returns trigger language plpgsql as $$
begin
  if new.issued_on is null then
    select (new.issued_at at time zone organisations.time_zone)::date into new.issued_on
      from organisations where organisations.id = new.organisation_id;
  end if;
  return new;
end
$$;

drop trigger if exists certificates_issued_on on certificates;
create trigger certificates_issued_on before insert on certificates for each row execute function certificates_issued_on();

alter table certificates alter column issued_on set not null;
