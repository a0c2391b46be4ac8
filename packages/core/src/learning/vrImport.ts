/**
 * The VR simulator's results a trainer imports for a class (docs/decisions/2026-11-26-learning.md, VR results):
 * CSV with the header `email,scenario,score,passed,durationSeconds,recordedAt` (any column order, RFC 4180 quoting,
 * UTF-8 with or without a BOM) or the same fields as a JSON array of objects. One row is one run of one scenario by
 * one learner. Errors name their line: the CSV file's line (the header is line 1), or the JSON array's entry
 * (the first is 1). Pure: the gateway checks the learners against the class, the browser previews the same errors.
 */

export const VR_COLUMNS = ['email', 'scenario', 'score', 'passed', 'durationSeconds', 'recordedAt'] as const;
export type VrColumn = (typeof VR_COLUMNS)[number];

export const MAX_VR_ROWS = 5000;
export const MAX_VR_SCENARIO = 200;
/** A run longer than a day is a simulator's clock error, not a run. */
export const MAX_VR_DURATION_SECONDS = 86_400;
/** The errors a preview lists at most: a wholly wrong file must not make thousands of lines. */
export const MAX_VR_ERRORS = 100;

export type VrErrorCode =
  | 'empty'
  | 'tooManyRows'
  | 'json'
  | 'header'
  | 'columnCount'
  | 'notObject'
  | 'email'
  | 'scenario'
  | 'score'
  | 'passed'
  | 'duration'
  | 'recordedAt'
  | 'future'
  | 'notInClass';

export interface VrImportError {
  /** The CSV line or the JSON entry (0: the file as a whole). */
  line: number;
  /** Catalog key: `classOps.vr.errors.<code>` with %{line} and the params. */
  key: `classOps.vr.errors.${VrErrorCode}`;
  params: Record<string, string | number>;
}

export interface VrRow {
  line: number;
  email: string;
  scenario: string;
  score: number;
  passed: boolean;
  durationSeconds: number | null;
  /** ISO 8601 in UTC. */
  recordedAt: string;
}

export interface VrImport {
  rows: VrRow[];
  /** Lines repeating an earlier line's learner, scenario and time: skipped, not errors. */
  duplicateLines: number[];
  errors: VrImportError[];
}

export const vrError = (line: number, code: VrErrorCode, params: Record<string, string | number> = {}): VrImportError => ({
  line,
  key: `classOps.vr.errors.${code}`,
  params: { line, ...params },
});

/** Parses and checks a CSV or JSON text (JSON when its first character is `[`). `now` bounds recordedAt. */
export function parseVrImport(text: string, now: Date): VrImport {
  const body = text.replace(/^\uFEFF/, '');
  const records = body.trimStart().startsWith('[') ? jsonRecords(body) : csvRecords(body);
  if ('error' in records) return { rows: [], duplicateLines: [], errors: [records.error] };
  if (records.items.length === 0) return { rows: [], duplicateLines: [], errors: [vrError(0, 'empty')] };
  if (records.items.length > MAX_VR_ROWS) return { rows: [], duplicateLines: [], errors: [vrError(0, 'tooManyRows', { max: MAX_VR_ROWS })] };
  const result: VrImport = { rows: [], duplicateLines: [], errors: [...records.errors] };
  const seen = new Set<string>();
  for (const item of records.items) {
    const checked = checkRecord(item.line, item.values, now);
    if ('errors' in checked) {
      result.errors.push(...checked.errors);
      continue;
    }
    const key = vrRowKey(checked);
    if (seen.has(key)) result.duplicateLines.push(item.line);
    else {
      seen.add(key);
      result.rows.push(checked);
    }
  }
  result.errors = result.errors.sort((a, b) => a.line - b.line).slice(0, MAX_VR_ERRORS);
  return result;
}

/** What makes two runs the same run: the learner, the scenario and the moment it was recorded. */
export function vrRowKey(row: Pick<VrRow, 'email' | 'scenario' | 'recordedAt'>): string {
  return JSON.stringify([row.email, row.scenario, row.recordedAt]);
}

type RawValue = string | number | boolean | null | undefined;
interface RawRecord {
  line: number;
  values: Partial<Record<VrColumn, RawValue>>;
}
type Records = { items: RawRecord[]; errors: VrImportError[] } | { error: VrImportError };

function jsonRecords(body: string): Records {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { error: vrError(0, 'json') };
  }
  if (!Array.isArray(parsed)) return { error: vrError(0, 'json') };
  const items: RawRecord[] = [];
  const errors: VrImportError[] = [];
  parsed.forEach((entry: unknown, index) => {
    const line = index + 1;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) errors.push(vrError(line, 'notObject'));
    else items.push({ line, values: entry as RawRecord['values'] });
  });
  return { items, errors };
}

function csvRecords(body: string): Records {
  const lines = csvLines(body);
  const header = lines.find((line) => line.cells.some((cell) => cell.trim() !== ''));
  if (!header) return { items: [], errors: [] };
  const names = header.cells.map((cell) => cell.trim());
  const byName = new Map(names.map((name, index) => [name.toLowerCase(), index]));
  const missing = VR_COLUMNS.filter((column) => !byName.has(column.toLowerCase()));
  const unknown = names.filter((name) => !VR_COLUMNS.some((column) => column.toLowerCase() === name.toLowerCase()));
  if (missing.length || unknown.length || byName.size !== names.length)
    return { error: vrError(header.line, 'header', { expected: VR_COLUMNS.join(',') }) };
  const items: RawRecord[] = [];
  const errors: VrImportError[] = [];
  for (const line of lines) {
    if (line === header || line.line < header.line || line.cells.every((cell) => cell.trim() === '')) continue;
    if (line.cells.length !== names.length) {
      errors.push(vrError(line.line, 'columnCount', { expected: names.length, found: line.cells.length }));
      continue;
    }
    const values: RawRecord['values'] = {};
    for (const column of VR_COLUMNS) values[column] = line.cells[byName.get(column.toLowerCase())!];
    items.push({ line: line.line, values });
  }
  return { items, errors };
}

/** RFC 4180 records with the line each starts on (a quoted value may span lines; "" is a quote). */
function csvLines(body: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line += 1;
      start = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length) records.push({ line: start, cells: [...cells, cell] });
  return records;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A moment with its zone (Z or an offset): a simulator's local time without one is ambiguous. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** Five minutes of clock difference between the simulator and the gateway are tolerated. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

const text = (value: RawValue) => (value === null || value === undefined ? '' : String(value).trim());

function numberOf(value: RawValue): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const raw = text(value);
  if (!/^-?\d+(\.\d+)?$/.test(raw)) return undefined;
  return Number(raw);
}

function booleanOf(value: RawValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const raw = text(value).toLowerCase();
  if (['true', '1', 'yes', 'ya', 'y'].includes(raw)) return true;
  if (['false', '0', 'no', 'tidak', 'n'].includes(raw)) return false;
  return undefined;
}

function checkRecord(line: number, values: RawRecord['values'], now: Date): VrRow | { errors: VrImportError[] } {
  const errors: VrImportError[] = [];
  const email = text(values.email).toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) errors.push(vrError(line, 'email', { value: email.slice(0, 80) }));
  const scenario = text(values.scenario);
  if (!scenario || scenario.length > MAX_VR_SCENARIO) errors.push(vrError(line, 'scenario', { max: MAX_VR_SCENARIO }));
  const score = numberOf(values.score);
  if (score === undefined || score < 0 || score > 100) errors.push(vrError(line, 'score'));
  const passed = booleanOf(values.passed);
  if (passed === undefined) errors.push(vrError(line, 'passed'));
  const rawDuration = text(values.durationSeconds);
  const duration = rawDuration === '' ? null : numberOf(values.durationSeconds);
  if (duration === undefined || (duration !== null && (!Number.isInteger(duration) || duration < 0 || duration > MAX_VR_DURATION_SECONDS)))
    errors.push(vrError(line, 'duration', { max: MAX_VR_DURATION_SECONDS }));
  const rawMoment = text(values.recordedAt);
  const moment = ISO_WITH_ZONE.test(rawMoment) ? new Date(rawMoment) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) errors.push(vrError(line, 'recordedAt'));
  else if (moment.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) errors.push(vrError(line, 'future'));
  if (errors.length) return { errors };
  return {
    line,
    email,
    scenario,
    score: score!,
    passed: passed!,
    durationSeconds: duration ?? null,
    recordedAt: moment!.toISOString(),
  };
}
