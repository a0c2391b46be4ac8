import type { ProgramKind } from '../rules/programLinks';

/** SPEC 3's program list item, plus what a card shows (kind, prices in whole rupiah, cover). */
export interface ProgramListItem {
  id: number;
  title: string;
  subProgramId: number;
  activity: string[];
  route: string;
  kind: ProgramKind;
  enrollmentType: number;
  groupProgram: number;
  price: number;
  discount: number;
  total: number;
  cover: string | null;
}

export interface ProgramPage {
  items: ProgramListItem[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
}

/** One activity of a linked course, as a visitor sees it before buying (no file, quiz key or settings). */
export interface SyllabusActivity {
  title: string;
  kind: string;
  durationMinutes: number;
}

/** A linked course's module (the program detail's "what you will learn"). */
export interface SyllabusModule {
  title: string;
  activities: SyllabusActivity[];
}

/** A class of a linked course: its name and dates (YYYY-MM-DD). */
export interface ProgramScheduleItem {
  name: string;
  startsOn: string;
  endsOn: string;
}

/** A learner's feedback on a linked course: only the first name of the learner is public. */
export interface ProgramReview {
  firstName: string;
  rating: number;
  comment: string;
  date: string;
}

export interface ProgramReviews {
  /** The mean rating 1..5 over every feedback of the linked courses, or null while there is none. */
  average: number | null;
  count: number;
  /** The latest feedback with a comment. */
  items: ProgramReview[];
}

/** GET /public-site/get-program-by-id/{id}/{subProgramId}. */
export interface ProgramDetail extends ProgramListItem {
  description: string;
  competency: string;
  categoryId: number;
  category: string;
  availableFrom: string | null;
  /** The linked courses' published modules, in the program's order. */
  syllabus: SyllabusModule[];
  /** The organisation that runs the linked courses (a training provider or an LSP), or null. */
  provider: string | null;
  /** The trainers of the upcoming and running classes. */
  trainers: string[];
  /** Classes that have not ended, soonest first. */
  schedule: ProgramScheduleItem[];
  reviews: ProgramReviews;
  /** Other published programs of the same category. */
  related: ProgramListItem[];
}

export interface ListProgramResponse {
  listProgram: ProgramPage;
  recommended: ProgramListItem[];
}

export interface DefaultProgramResponse {
  bisaForAcademy: ProgramListItem[];
  bisaForBusiness: ProgramListItem[];
  recommended: ProgramListItem[];
}

/** SPEC 7's category lookup item. */
export interface LookupItem {
  text: string;
  value: number;
}

/** What a company sends with request-learning-industrial (wanted = competency) or request-link-and-match (curriculum). */
export interface CompanyRequest {
  company: { name: string; industry?: string; address?: string };
  contact: { name: string; email: string; phone: string; position?: string };
  wanted: string;
  participants: number;
  period: { start: string; end: string };
  notes?: string;
}

/** SPEC 9's demo activity time ('10 Menit'), in each language of the catalogue's texts. */
export const DEMO_ACTIVITY_TIME = { id: '10 Menit', en: '10 minutes' } as const;
