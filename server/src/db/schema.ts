/**
 * The tables as Kysely sees them. They are generated from the migrated database (generated.ts, written by
 * `npm run db:types`, checked by `npm run db:types -- --check` in `npm test`), so the migrations are their one
 * source; what the database cannot say (CHECK-constrained values, JSON shapes) is in server/kysely-codegen.config.ts.
 */
import type { DB } from './generated';

export type Database = DB;
export type { CompanyRequests as CompanyRequestsTable, FormInstances as FormInstancesTable, Programs as ProgramsTable } from './generated';
export type { SchemeUnit } from './columnTypes';

/** Public-site settings (0002_site_settings.sql): jsonb comes back parsed and goes in as JSON text. */
export const SITE_SETTING_KEYS = { contactInfo: 'contact-info' } as const;
