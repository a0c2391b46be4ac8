-- SPEC 1's partner registration (/registrasi-partner): an organisation registers with its details and a
-- contact person. The contact person is the owner account's user (users.fullname, users.phone, users.email), so only
-- their position is new here. The areas reference the location tables (0014), whose codes are never deleted.
-- All columns are optional: organisations made before (the employer profile, an LSP's workspace, seeds) have none.
alter table organisations add column npwp text check (npwp ~ '^[0-9]{15,16}$');
alter table organisations add column industry text;
alter table organisations add column company_size text check (company_size in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'));
alter table organisations add column website text;
alter table organisations add column address text;
alter table organisations add column province_code text references location_provinces (code);
alter table organisations add column regency_code text references location_regencies (code);
alter table organisations add column district_code text references location_districts (code);
alter table organisations add column village_code text references location_villages (code);
alter table organisations add column contact_position text;
