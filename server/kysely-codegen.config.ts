import { defineConfig } from 'kysely-codegen';

/**
 * How kysely-codegen turns the migrated database into server/src/db/generated.ts: `npm run db:types`
 * (scripts/db-types.ts) runs it on an embedded database built from server/src/db/migrations, and its `--check`
 * (part of `npm test`) fails when the checked-in file differs. docs/decisions/2026-12-02-generated-database-types.md
 * says why each setting is what it is.
 *
 * An override replaces kysely-codegen's type verbatim: it must spell out `| null` for a nullable column and
 * `Generated<...>` (or an insert type with `undefined`) for a column with a default. scripts/db-types.ts checks both
 * against the database, and that the values an override lists are exactly those of the column's CHECK constraint,
 * so a migration that changes the constraint fails the check until the override follows.
 */
export default defineConfig({
  dialect: 'postgres',
  // The queries use the columns' snake_case names; there is no CamelCasePlugin.
  camelCase: false,
  outFile: './src/db/generated.ts',
  // numeric comes back as a string from both drivers, but the code also makes rows in memory with a number score
  // (learning/quizQueries.ts, the view after a submit): it reads either with Number().
  numericParser: 'number-or-string',
  // Types of our own for what the database's types leave open (columnTypes.ts says why).
  typeMapping: { json: 'Jsonb', jsonb: 'Jsonb', date: 'DateOnly', int8: 'BigintColumn' },
  customImports: {
    BigintColumn: './columnTypes',
    DateOnly: './columnTypes',
    Jsonb: './columnTypes',
    ProgramActivity: './columnTypes',
    SchemeUnit: './columnTypes',
  },
  overrides: {
    columns: {
      // Values held by a CHECK constraint that the code branches on or passes to typed code.
      'users.locale': "Generated<'id' | 'en'>",
      'one_time_tokens.purpose': "'confirm-email' | 'reset-password'",
      'mail_outbox.status': "Generated<'kept' | 'pending' | 'sent' | 'failed'>",
      'company_requests.kind': "'learning-industrial' | 'link-and-match'",
      'form_instances.status': "Generated<'draft' | 'submitted' | 'locked'>",
      'form_signatures.kind': "'drawn' | 'typed'",
      'organisations.kind': "'lsp' | 'employer' | 'training-provider' | 'client-company'",
      'organisations.verification': "Generated<'pending' | 'verified' | 'rejected'>",
      'organisations.time_zone': "Generated<'Asia/Jakarta' | 'Asia/Makassar' | 'Asia/Jayapura'>",
      'test_sites.type': "'sewaktu' | 'tempat-kerja' | 'mandiri'",
      'assessment_registrations.purpose': "Generated<'sertifikasi' | 'sertifikasi-ulang'>",
      'assessment_registrations.recommendation': "'K' | 'BK' | null",
      'certificate_batch_items.state': "Generated<'waiting' | 'done' | 'failed'>",
      // An appeal is created submitted and only ever changed to a decision (certification/registrations/workflow.ts).
      'certification_appeals.state': "ColumnType<'submitted' | 'upheld' | 'dismissed', 'submitted' | undefined, 'upheld' | 'dismissed'>",
      'job_vacancies.employment_type': "'full-time' | 'part-time' | 'contract' | 'internship' | 'freelance'",
      'job_vacancies.work_mode': "'onsite' | 'hybrid' | 'remote'",
      'job_vacancies.status': "Generated<'draft' | 'published' | 'closed'>",
      'talent_requests.status': "Generated<'waiting-approval' | 'agreement-on-process' | 'approved' | 'rejected'>",
      'courses.status': "Generated<'draft' | 'review' | 'published'>",
      'learning_files.kind': "'pdf' | 'video' | 'pptx' | 'scorm'",
      'learning_files.scorm_version': "'1.2' | '2004' | null",
      'session_attendance.status': "'present' | 'late' | 'excused' | 'absent'",

      // JSON documents whose fields the code reads directly (shapes in columnTypes.ts or written out here).
      'programs.activities': 'Generated<Jsonb<ProgramActivity[]>>',
      'certification_schemes.units': 'Jsonb<SchemeUnit[]>',
      'certification_schemes.basic_requirements': 'Generated<Jsonb<string[]>>',
      'certification_schemes.administrative_requirements': 'Generated<Jsonb<string[]>>',
      'form_instances.submitted_parts': 'Generated<Jsonb<Record<string, string>>>',
      'form_instances.data': 'Generated<Jsonb<Record<string, unknown>>>',
      'form_versions.data': 'Jsonb<Record<string, unknown>>',
      'form_audit.detail': 'Generated<Jsonb<Record<string, unknown>>>',
      'assessment_registrations.decision_committee': 'Generated<Jsonb<string[]>>',

      // Search vectors computed by the database (generated always ... stored): never written.
      'programs.search': 'ColumnType<string | null, never, never>',
      'job_vacancies.search': 'ColumnType<string | null, never, never>',
    },
  },
});
