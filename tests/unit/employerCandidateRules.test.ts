import { describe, expect, it } from 'vitest';
import type { HiringState } from '@core/jobs/hiring';
import type { CandidateRow } from '@core/jobs/contract';
import {
  allowedTargets,
  candidateListPath,
  candidateParams,
  candidateQueryOf,
  canDrop,
  chipColourOf,
  isoOfLocalInput,
  KANBAN_COLUMNS,
  kanbanColumns,
  listStateOf,
  moveBody,
} from '../../src/pages/employer/candidateRules';

const VACANCY = '0b6f5f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function row(id: string, state: Exclude<HiringState, 'withdrawn'>, withdrawn = false): CandidateRow {
  return {
    id,
    vacancy: { id: VACANCY, title: 'Web developer' },
    applicant: { accountId: `a-${id}`, name: `Name ${id}`, email: `${id}@example.test` },
    status: { code: 0, state, colour: 'grey', label: state },
    withdrawn,
    appliedAt: '2026-01-02T03:04:05.000Z',
    nextInterviewAt: null,
  };
}

describe("the employer's candidate pages' address (src/pages/employer/candidateRules.ts)", () => {
  it('reads the filters, the view and the page, dropping malformed values', () => {
    expect(candidateQueryOf(new URLSearchParams(''))).toEqual({ view: 'grid', pageIndex: 1, pageSize: 10 });
    expect(
      candidateQueryOf(new URLSearchParams(`searchValue=+ana+&vacancy=${VACANCY}&status=on-process&view=kanban&pageIndex=3&pageSize=25`)),
    ).toEqual({ searchValue: 'ana', vacancy: VACANCY, status: 'on-process', view: 'kanban', pageIndex: 3, pageSize: 25 });
    expect(candidateQueryOf(new URLSearchParams('vacancy=x&status=withdrawn&view=list&pageIndex=0&pageSize=7'))).toEqual({
      view: 'grid',
      pageIndex: 1,
      pageSize: 10,
    });
  });

  it('writes the address back without the defaults, and round-trips', () => {
    expect(candidateParams({ view: 'grid', pageIndex: 1, pageSize: 10 }).toString()).toBe('');
    const query = { searchValue: 'ana', vacancy: VACANCY, status: 'passed' as const, view: 'kanban' as const, pageIndex: 2, pageSize: 50 };
    expect(candidateQueryOf(candidateParams(query))).toEqual(query);
  });

  it("asks the gateway with its own names: vacancyId and SPEC's status code; the kanban reads every status at the largest page", () => {
    expect(candidateListPath({ vacancy: VACANCY, status: 'hired', view: 'grid', pageIndex: 2, pageSize: 25 })).toBe(
      `/job-vacancy/list-candidate?vacancyId=${VACANCY}&status=4&pageIndex=2&pageSize=25`,
    );
    expect(candidateListPath({ searchValue: 'ana', status: 'hired', view: 'kanban', pageIndex: 2, pageSize: 25 })).toBe(
      '/job-vacancy/list-candidate?searchValue=ana&pageIndex=1&pageSize=50',
    );
  });
});

describe("the employer's candidate table (react-admin's list following the address)", () => {
  it("gives the list the address's filters in the gateway's names, its page and size", () => {
    const query = candidateQueryOf(new URLSearchParams(`searchValue=Rina&vacancy=${VACANCY}&status=passed&pageIndex=3&pageSize=25`));
    expect(listStateOf(query)).toEqual({ filter: { searchValue: 'Rina', vacancyId: VACANCY, status: '2' }, page: 3, perPage: 25 });
    expect(listStateOf(candidateQueryOf(new URLSearchParams()))).toEqual({ filter: {}, page: 1, perPage: 10 });
  });
});

describe("the employer's kanban board", () => {
  it('has a column per hiring status in the hiring order, and sorts the cards into them, leaving withdrawn ones out', () => {
    expect(KANBAN_COLUMNS).toEqual(['new', 'on-process', 'passed', 'hired', 'failed', 'rejected']);
    const columns = kanbanColumns([row('1', 'new'), row('2', 'passed'), row('3', 'new', true), row('4', 'new')]);
    expect(columns.new.map((card) => card.id)).toEqual(['1', '4']);
    expect(columns.passed.map((card) => card.id)).toEqual(['2']);
    expect(columns.hired).toEqual([]);
  });

  it("offers only the allowed moves: the answer's nextStates when known, else the shared hiring rules", () => {
    expect(allowedTargets(row('1', 'new'))).toEqual(['on-process', 'rejected']);
    expect(allowedTargets(row('1', 'on-process'))).toEqual(['passed', 'failed', 'rejected']);
    expect(allowedTargets(row('1', 'passed'))).toEqual(['hired', 'rejected']);
    expect(allowedTargets(row('1', 'hired'))).toEqual([]);
    expect(allowedTargets(row('1', 'new', true))).toEqual([]);
    expect(allowedTargets(row('1', 'new'), ['rejected', 'withdrawn'])).toEqual(['rejected']);
    expect(canDrop(row('1', 'passed'), 'hired')).toBe(true);
    expect(canDrop(row('1', 'passed'), 'new')).toBe(false);
  });

  it("sends SPEC's code and the note only when there is one", () => {
    expect(moveBody('on-process', '  ')).toEqual({ status: 1 });
    expect(moveBody('hired', ' welcome ')).toEqual({ status: 4, note: 'welcome' });
  });

  it("maps SPEC 4's colours to MUI's and reads a datetime-local value", () => {
    expect(['grey', 'primary', 'green', 'red'].map((colour) => chipColourOf(colour as 'grey'))).toEqual(['default', 'primary', 'success', 'error']);
    expect(isoOfLocalInput('')).toBe('');
    expect(isoOfLocalInput('tomorrow')).toBe('');
    expect(isoOfLocalInput('2026-03-04T10:30')).toBe(new Date('2026-03-04T10:30').toISOString());
  });
});
