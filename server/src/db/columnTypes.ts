import type { ColumnType } from 'kysely';

/**
 * Column types the database cannot describe by itself. kysely-codegen.config.ts maps database types and overrides
 * columns to them, and generated.ts imports them from here.
 */

/**
 * A json or jsonb column: it comes back parsed, of a shape only the code knows (T when an override names it), and
 * goes in as JSON text (JSON.stringify), never as an object: pg would send a JavaScript array as a PostgreSQL array
 * literal, not as JSON.
 */
export type Jsonb<T = unknown> = ColumnType<T, string, string>;

/**
 * A date column (a calendar day, no time). The drivers read it as a Date at different midnights (node-postgres at
 * local midnight, PGlite at UTC midnight), so the code turns it into text (to_char, ::text, toIsoDate) and compares it
 * with 'YYYY-MM-DD' text.
 */
export type DateOnly = ColumnType<Date | string, Date | string, Date | string>;

/**
 * A bigint column (amounts in rupiah, bigserial ids): node-postgres reads it as a string, PGlite as a number (a
 * bigint beyond 2^53, which no amount or id here reaches), so the code reads it with Number() or String().
 */
export type BigintColumn = ColumnType<string | number, bigint | number | string, bigint | number | string>;

/** A unit of competence of a certification scheme (certification_schemes.units, 0007_forms.sql). */
export type SchemeUnit = { kode: string; judul: string; jenisStandar: string; elemen: { nomor: number; judul: string; kuk: string[] }[] };

/** One of a program's activity labels in both languages (programs.activities, 0006_catalogue.sql). */
export type ProgramActivity = { id: string; en: string };
