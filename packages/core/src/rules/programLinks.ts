import { ENROLLMENT_TYPE, PROGRAM_GROUP, SUB_PROGRAM_ID } from './programs';

/** A program's kind: the cart's enrollment type names (SPEC 3); a package is the catalogue's mandiri-belajar. */
export type ProgramKind = keyof typeof ENROLLMENT_TYPE;

export const PROGRAM_KINDS = Object.keys(ENROLLMENT_TYPE) as ProgramKind[];

const DETAIL_BASE: Record<ProgramKind, string> = {
  'link-and-match': '/program/bisa-for-business/link-and-match',
  'learning-industrial': '/program/bisa-for-business/learning-industrial',
  package: '/program/bisa-academy/package',
  profession: '/program/bisa-academy/profession',
  course: '/program/bisa-academy/course',
  certification: '/program/bisa-academy/certification',
};

export function isProgramKind(value: unknown): value is ProgramKind {
  return typeof value === 'string' && Object.hasOwn(ENROLLMENT_TYPE, value);
}

/** SPEC 2's detail-link builder: the path for a type and id, or '' for a type it does not know. */
export function programDetailPath(type: string, id: number | string): string {
  return isProgramKind(type) ? `${DETAIL_BASE[type]}/${id}` : '';
}

/** The catalogue's subProgramId of a kind (a package is sub-program 4, mandiri-belajar). */
export function subProgramOf(kind: ProgramKind): number {
  return kind === 'package' ? SUB_PROGRAM_ID['mandiri-belajar'] : SUB_PROGRAM_ID[kind];
}

/** The kind a catalogue subProgramId stands for, or undefined outside 1 to 6. */
export function kindOfSubProgram(subProgramId: number): ProgramKind | undefined {
  return PROGRAM_KINDS.find((kind) => subProgramOf(kind) === subProgramId);
}

/** A program group's URL segment: /program/bisa-academy and /program/bisa-for-business. */
export type GroupSlug = 'bisa-academy' | 'bisa-for-business';

/** The kinds each group's pages show, in the order of SPEC 2's sub-pages. */
export const GROUP_KINDS: Record<GroupSlug, ProgramKind[]> = {
  'bisa-academy': ['course', 'package', 'profession', 'certification'],
  'bisa-for-business': ['learning-industrial', 'link-and-match'],
};

export function groupOf(kind: ProgramKind): number {
  return kind === 'link-and-match' || kind === 'learning-industrial' ? PROGRAM_GROUP.business : PROGRAM_GROUP.academy;
}

/** The catalog key of a kind's name (catalogue.kinds.*), for headings and the cart's groups. */
export const KIND_LABEL_KEY = {
  'link-and-match': 'catalogue.kinds.linkAndMatch',
  'learning-industrial': 'catalogue.kinds.learningIndustrial',
  profession: 'catalogue.kinds.profession',
  package: 'catalogue.kinds.package',
  course: 'catalogue.kinds.course',
  certification: 'catalogue.kinds.certification',
} as const satisfies Record<ProgramKind, string>;

/** The kind a cart enrollment type (1..6) stands for. */
export function kindOfEnrollmentType(enrollmentType: number): ProgramKind | undefined {
  return PROGRAM_KINDS.find((kind) => ENROLLMENT_TYPE[kind] === enrollmentType);
}
