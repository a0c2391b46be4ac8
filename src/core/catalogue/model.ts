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

/** GET /public-site/get-program-by-id/{id}/{subProgramId}. */
export interface ProgramDetail extends ProgramListItem {
  description: string;
  competency: string;
  categoryId: number;
  category: string;
  availableFrom: string | null;
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

/** SPEC 9's demo activity time. */
export const DEMO_ACTIVITY_TIME = '10 Menit';
