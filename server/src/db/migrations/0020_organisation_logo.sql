-- The employer's company profile: a logo, the name of a public image upload (server/src/platform/uploads.ts,
-- served at /uploads/<name>), shown where the company appears publicly. Optional: most organisations have none.
alter table organisations add column logo text;
