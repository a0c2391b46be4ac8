import { describe, expect, it } from 'vitest';
import { classTimeState, courseStats, jakartaDate } from '@core/learning/trainerStats';
import { ALL_TRAINERS, INITIAL_SELECTION, nextTrainerSelection, profileTrainerIdsOf, toggleTrainer } from '@core/learning/trainerSelection';

describe("SPEC 4's trainer selection ('All Trainer', value 0, is exclusive)", () => {
  it('starts with All', () => {
    expect(INITIAL_SELECTION).toEqual([ALL_TRAINERS]);
    expect(profileTrainerIdsOf(INITIAL_SELECTION)).toEqual([]);
  });

  it('choosing a specific trainer removes All', () => {
    expect(nextTrainerSelection(['0'], ['0', 'a'])).toEqual(['a']);
    expect(nextTrainerSelection(['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(profileTrainerIdsOf(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('choosing All clears the others', () => {
    expect(nextTrainerSelection(['a', 'b'], ['a', 'b', '0'])).toEqual(['0']);
    expect(toggleTrainer(['a'], '0')).toEqual(['0']);
  });

  it('removing the last trainer falls back to All, and All cannot be removed alone', () => {
    expect(nextTrainerSelection(['a'], [])).toEqual(['0']);
    expect(toggleTrainer(['a'], 'a')).toEqual(['0']);
    expect(toggleTrainer(['0'], '0')).toEqual(['0']);
  });

  it('toggles trainers one by one', () => {
    expect(toggleTrainer(['0'], 'a')).toEqual(['a']);
    expect(toggleTrainer(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTrainer(['a', 'b'], 'a')).toEqual(['b']);
    expect(nextTrainerSelection(['a'], ['a', 'a'])).toEqual(['a']);
  });
});

describe("SPEC 3's course stats", () => {
  it('splits classes by their dates against today, both ends included', () => {
    expect(classTimeState('2026-01-01', '2026-01-31', '2026-02-01')).toBe('finished');
    expect(classTimeState('2026-01-01', '2026-01-31', '2026-01-31')).toBe('ongoing');
    expect(classTimeState('2026-01-01', '2026-01-31', '2026-01-01')).toBe('ongoing');
    expect(classTimeState('2026-01-01', '2026-01-31', '2025-12-31')).toBe('upcoming');
  });

  it('counts total = finished + ongoing + upcoming, uncomply across them', () => {
    const stats = courseStats(
      [
        { startsOn: '2026-01-01', endsOn: '2026-01-10', uncomply: true },
        { startsOn: '2026-01-05', endsOn: '2026-03-10', uncomply: true },
        { startsOn: '2026-02-05', endsOn: '2026-03-10', uncomply: false },
        { startsOn: '2026-04-01', endsOn: '2026-04-10', uncomply: false },
      ],
      '2026-02-05',
    );
    expect(stats).toEqual({ total: 4, finished: 1, ongoing: 2, upcoming: 1, uncomply: 2 });
    expect(courseStats([], '2026-02-05')).toEqual({ total: 0, finished: 0, ongoing: 0, upcoming: 0, uncomply: 0 });
  });

  it("takes today's date in Jakarta (UTC+7)", () => {
    expect(jakartaDate(new Date('2026-01-31T16:59:59Z'))).toBe('2026-01-31');
    expect(jakartaDate(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
  });
});
