import type { AssessorView, LspScheme, ScheduleView } from '@core/certification/contract';
import { calendarDayIn } from '@core/time/zones';

/**
 * What the LSP's pages decide without React (tested in tests/unit/lspPages.test.ts): the workspace's tab, which
 * assessors may take a scheme, the schedule and scheme bodies built from the forms' values, the committee's names.
 * Validation keys name texts of the `lspPages` catalog; the gateway checks the same rules again.
 */

export const WORKSPACE_TABS = ['jadwal', 'skema', 'tuk', 'asesor', 'banding'] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/** The tab of ?tab=..., the schedules when absent or unknown (an old or mistyped link still opens the workspace). */
export function workspaceTab(value: string | null): WorkspaceTab {
  return (WORKSPACE_TABS as readonly string[]).includes(value ?? '') ? (value as WorkspaceTab) : 'jadwal';
}

/** Today as the gateway compares certificate validity: the day where the LSP is (WIB), YYYY-MM-DD. */
export const todayOf = (now: Date) => calendarDayIn(now);

/** An assessor's own certificate is valid through its last day. */
export function certificateExpired(validUntil: string, day: string): boolean {
  return validUntil < day;
}

/** The assessors who may assess a scheme on a day (YYYY-MM-DD): qualified for it, their certificate valid then. */
export function qualifiedAssessors<A extends Pick<AssessorView, 'schemeIds' | 'certificateValidUntil'>>(
  assessors: readonly A[],
  schemeId: string,
  day: string,
): A[] {
  return assessors.filter((assessor) => assessor.schemeIds.includes(schemeId) && !certificateExpired(assessor.certificateValidUntil, day));
}

/** Field name -> key of the message under it. */
export type FieldErrors = Record<string, string>;
export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it: the browser's local time, to the minute. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (local time) as an ISO instant; undefined when empty or not a date. */
export function localInputToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

export interface ScheduleFormValues {
  schemeId: string;
  testSiteId: string;
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  quota: string;
  fee: string;
  /** A catalogue certification program's id, '' for none. */
  programId: string;
  assessorIds: string[];
}

export interface ScheduleBody {
  schemeId: string;
  testSiteId: string;
  programId: number | null;
  startsAt: string;
  endsAt: string;
  registrationOpensAt: string;
  registrationClosesAt: string;
  quota: number;
  fee: number;
  assessorIds: string[];
}

/** The form's values for a new schedule, or for editing one. */
export function scheduleFormValues(schedule?: ScheduleView): ScheduleFormValues {
  if (!schedule) {
    return {
      schemeId: '',
      testSiteId: '',
      startsAt: '',
      endsAt: '',
      registrationOpensAt: '',
      registrationClosesAt: '',
      quota: '',
      fee: '0',
      programId: '',
      assessorIds: [],
    };
  }
  return {
    schemeId: schedule.scheme.id,
    testSiteId: schedule.testSite.id,
    startsAt: isoToLocalInput(schedule.startsAt),
    endsAt: isoToLocalInput(schedule.endsAt),
    registrationOpensAt: isoToLocalInput(schedule.registrationOpensAt),
    registrationClosesAt: isoToLocalInput(schedule.registrationClosesAt),
    quota: String(schedule.quota),
    fee: String(schedule.fee),
    programId: schedule.programId === null ? '' : String(schedule.programId),
    assessorIds: schedule.assessors.map((assessor) => assessor.accountId),
  };
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined);

/**
 * The schedule's body, or what is wrong: every field filled, quota 1 to 10,000, the fee whole rupiah, a program
 * when there is a fee (the asesi pays through the catalogue's checkout), registration closing no later than the
 * start and after it opens, the end after the start (the gateway's rule).
 */
export function schedulePayload(values: ScheduleFormValues): Checked<ScheduleBody> {
  const errors: FieldErrors = {};
  if (!values.schemeId) errors.schemeId = 'lspPages.validation.required';
  if (!values.testSiteId) errors.testSiteId = 'lspPages.validation.required';
  const instants = {
    startsAt: localInputToIso(values.startsAt),
    endsAt: localInputToIso(values.endsAt),
    registrationOpensAt: localInputToIso(values.registrationOpensAt),
    registrationClosesAt: localInputToIso(values.registrationClosesAt),
  };
  for (const [field, instant] of Object.entries(instants)) if (!instant) errors[field] = 'lspPages.validation.dateTime';
  const { startsAt, endsAt, registrationOpensAt, registrationClosesAt } = instants;
  if (startsAt && endsAt && endsAt <= startsAt) errors.endsAt = 'lspPages.validation.endAfterStart';
  if (registrationOpensAt && registrationClosesAt && registrationClosesAt <= registrationOpensAt) {
    errors.registrationClosesAt = 'lspPages.validation.closesAfterOpens';
  } else if (registrationClosesAt && startsAt && registrationClosesAt > startsAt) {
    errors.registrationClosesAt = 'lspPages.validation.closesBeforeStart';
  }
  const quota = wholeNumber(values.quota);
  if (quota === undefined || quota < 1 || quota > 10_000) errors.quota = 'lspPages.validation.quota';
  const fee = wholeNumber(values.fee);
  if (fee === undefined || fee > 1_000_000_000_000) errors.fee = 'lspPages.validation.fee';
  const programId = wholeNumber(values.programId);
  if (fee !== undefined && fee > 0 && !programId) errors.programId = 'lspPages.validation.programForFee';
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt || !registrationOpensAt || !registrationClosesAt) return { ok: false, errors };
  return {
    ok: true,
    body: {
      schemeId: values.schemeId,
      testSiteId: values.testSiteId,
      // A free schedule needs no program; one kept from an earlier fee would still ask the asesi to pay.
      programId: fee && programId ? programId : null,
      startsAt,
      endsAt,
      registrationOpensAt,
      registrationClosesAt,
      quota: quota ?? 0,
      fee: fee ?? 0,
      assessorIds: values.assessorIds,
    },
  };
}

export interface ElementValues {
  judul: string;
  kuk: string[];
}
export interface UnitValues {
  kode: string;
  judul: string;
  jenisStandar: string;
  elemen: ElementValues[];
}
export interface SchemeFormValues {
  code: string;
  certificateCode: string;
  titleId: string;
  titleEn: string;
  standard: string;
  units: UnitValues[];
  basicRequirements: string[];
  administrativeRequirements: string[];
}

export type SchemeBody = Omit<SchemeFormValues, 'units'> & {
  units: (Omit<UnitValues, 'elemen'> & { elemen: { nomor: number; judul: string; kuk: string[] }[] })[];
};

export const emptyElement = (): ElementValues => ({ judul: '', kuk: [''] });
export const emptyUnit = (): UnitValues => ({ kode: '', judul: '', jenisStandar: 'SKKNI', elemen: [emptyElement()] });

export function schemeFormValues(scheme?: LspScheme): SchemeFormValues {
  if (!scheme) {
    return {
      code: '',
      certificateCode: '',
      titleId: '',
      titleEn: '',
      standard: '',
      units: [emptyUnit()],
      basicRequirements: [],
      administrativeRequirements: [],
    };
  }
  return {
    code: scheme.code,
    certificateCode: scheme.certificateCode,
    titleId: scheme.title.id,
    titleEn: scheme.title.en,
    standard: scheme.standard,
    units: scheme.units.map((unit) => ({
      kode: unit.kode,
      judul: unit.judul,
      jenisStandar: unit.jenisStandar,
      elemen: unit.elemen.map((element) => ({ judul: element.judul, kuk: [...element.kuk] })),
    })),
    basicRequirements: [...scheme.basicRequirements],
    administrativeRequirements: [...scheme.administrativeRequirements],
  };
}

export const CERTIFICATE_CODE_PATTERN = /^[A-Z0-9]{2,10}$/;

/**
 * The scheme's body, or what is wrong. Texts are trimmed; empty requirement and KUK lines are dropped (an added
 * line left blank is not an error); elements are numbered in their order. Nested errors are keyed by path
 * (`units.0.elemen.1.judul`, `units.0.elemen.1.kuk`).
 */
export function schemePayload(values: SchemeFormValues): Checked<SchemeBody> {
  const errors: FieldErrors = {};
  const required = (path: string, value: string) => {
    if (!value.trim()) errors[path] = 'lspPages.validation.required';
    return value.trim();
  };
  const lines = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);
  const body: SchemeBody = {
    code: required('code', values.code),
    certificateCode: values.certificateCode.trim(),
    titleId: required('titleId', values.titleId),
    titleEn: required('titleEn', values.titleEn),
    standard: required('standard', values.standard),
    units: values.units.map((unit, u) => ({
      kode: required(`units.${u}.kode`, unit.kode),
      judul: required(`units.${u}.judul`, unit.judul),
      jenisStandar: required(`units.${u}.jenisStandar`, unit.jenisStandar),
      elemen: unit.elemen.map((element, e) => {
        const kuk = lines(element.kuk);
        if (kuk.length === 0) errors[`units.${u}.elemen.${e}.kuk`] = 'lspPages.validation.kukNeeded';
        return { nomor: e + 1, judul: required(`units.${u}.elemen.${e}.judul`, element.judul), kuk };
      }),
    })),
    basicRequirements: lines(values.basicRequirements),
    administrativeRequirements: lines(values.administrativeRequirements),
  };
  if (!CERTIFICATE_CODE_PATTERN.test(body.certificateCode)) errors.certificateCode = 'lspPages.validation.certificateCode';
  if (body.units.length === 0) errors.units = 'lspPages.validation.unitNeeded';
  values.units.forEach((unit, u) => {
    if (unit.elemen.length === 0) errors[`units.${u}.elemen`] = 'lspPages.validation.elementNeeded';
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The committee's names as the gateway takes them: trimmed, the blank lines of unused inputs dropped. */
export function committeeNames(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter(Boolean);
}
