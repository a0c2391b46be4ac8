import { data, type LoaderFunctionArgs } from 'react-router';
import type { DefaultProgramResponse, ListProgramResponse, ProgramDetail, ProgramListItem, ProgramPage } from '@core/catalogue/contract';
import { PROGRAM_GROUP } from '@core/rules/programs';
import { GROUP_KINDS, groupOf, isProgramKind, subProgramOf, type GroupSlug, type ProgramKind } from '@core/rules/programLinks';
import { loadData } from '../../data/loaderApi';

const GROUP_NUMBER: Record<GroupSlug, number> = { 'bisa-academy': PROGRAM_GROUP.academy, 'bisa-for-business': PROGRAM_GROUP.business };

/** SPEC 9: landing lists are page 1 of size 4; a full list page 1 of size 100. */
const LANDING = 'pageIndex=1&pageSize=4';
const FULL = 'pageIndex=1&pageSize=100';

const notFound = () => data(null, { status: 404 });

function kindIn(group: GroupSlug, value: string | undefined): ProgramKind {
  if (!isProgramKind(value) || !GROUP_KINDS[group].includes(value)) throw notFound();
  return value;
}

export function programIndexLoader({ context }: LoaderFunctionArgs) {
  return loadData<DefaultProgramResponse>(context, 'main', '/public-site/get-default-program');
}

export interface GroupLanding {
  lists: { kind: ProgramKind; items: ProgramListItem[] }[];
}

export function groupLoader(group: GroupSlug) {
  return async ({ context }: LoaderFunctionArgs): Promise<GroupLanding> => ({
    lists: await Promise.all(
      GROUP_KINDS[group].map(async (kind) => ({
        kind,
        items: (
          await loadData<ProgramPage>(
            context,
            'main',
            `/public-site/get-program?groupProgram=${groupOf(kind)}&subProgramId=${subProgramOf(kind)}&${LANDING}`,
          )
        ).items,
      })),
    ),
  });
}

export interface KindList {
  kind: ProgramKind | null;
  items: ProgramListItem[];
}

/** A kind's whole list, or with no kind (the business 'all' page) every program of the group. */
export function kindListLoader(group: GroupSlug) {
  return async ({ context, params }: LoaderFunctionArgs): Promise<KindList> => {
    const kind = params.kind === undefined ? null : kindIn(group, params.kind);
    const filter = kind ? `groupProgram=${GROUP_NUMBER[group]}&subProgramId=${subProgramOf(kind)}` : `groupProgram=${GROUP_NUMBER[group]}`;
    const response = await loadData<ListProgramResponse>(context, 'main', `/public-site/get-list-program?${filter}&${FULL}`);
    return { kind, items: response.listProgram.items };
  };
}

export interface ProgramDetailData {
  program: ProgramDetail;
  /** The page's absolute address without its query (the Course JSON-LD's url). */
  url: string;
}

export function detailLoader(group: GroupSlug) {
  return async ({ context, params, request }: LoaderFunctionArgs): Promise<ProgramDetailData> => {
    const kind = kindIn(group, params.kind);
    if (!/^[1-9]\d{0,8}$/.test(params.id ?? '')) throw notFound();
    const program = await loadData<ProgramDetail>(context, 'main', `/public-site/get-program-by-id/${params.id}/${subProgramOf(kind)}`);
    const url = new URL(request.url);
    return { program, url: `${url.origin}${url.pathname}` };
  };
}

export interface SearchResult {
  key: string;
  page: ProgramPage | null;
}

export async function searchLoader({ context, request }: LoaderFunctionArgs): Promise<SearchResult> {
  const key = (new URL(request.url).searchParams.get('key') ?? '').trim().slice(0, 200);
  if (!key) return { key, page: null };
  return { key, page: await loadData<ProgramPage>(context, 'main', `/public-site/search-program?key=${encodeURIComponent(key)}&${FULL}`) };
}

/**
 * SPEC 2's temporary pages under /program/temp are learning-industrial's: its list, and /program/temp/{id} a
 * learning-industrial program's detail.
 */
export function tempListLoader(args: LoaderFunctionArgs) {
  return kindListLoader('bisa-for-business')({ ...args, params: { kind: 'learning-industrial' } });
}

export function tempDetailLoader(args: LoaderFunctionArgs) {
  return detailLoader('bisa-for-business')({ ...args, params: { kind: 'learning-industrial', id: args.params.id } });
}
