-- SPEC 7's location lookups: Indonesia's administrative regions, province > regency or city > district > village,
-- each keyed by its Kemendagri code ('31', '31.71', '31.71.01', '31.71.01.1001'; packages/core/src/locations/areas.ts).
-- The rows come from the idn-area-data package, loaded at start by server/src/db/seedLocations.ts; addresses
-- (employer, CV, APL.01, partner registration) will reference these codes, so a code is never deleted.
create table location_provinces (
  code text primary key check (code ~ '^[0-9]{2}$'),
  name text not null
);

create table location_regencies (
  code text primary key check (code ~ '^[0-9]{2}\.[0-9]{2}$'),
  province_code text not null references location_provinces (code),
  name text not null
);
create index location_regencies_by_province on location_regencies (province_code);

create table location_districts (
  code text primary key check (code ~ '^[0-9]{2}\.[0-9]{2}\.[0-9]{2}$'),
  regency_code text not null references location_regencies (code),
  name text not null
);
create index location_districts_by_regency on location_districts (regency_code);

create table location_villages (
  code text primary key check (code ~ '^[0-9]{2}\.[0-9]{2}\.[0-9]{2}\.[0-9]{4}$'),
  district_code text not null references location_districts (code),
  name text not null
);
create index location_villages_by_district on location_villages (district_code);

-- Which dataset and version the tables hold: a start whose package has the same version loads nothing.
create table location_dataset (
  source text primary key,
  version text not null,
  loaded_at timestamptz not null default now()
);
