import { describe, expect, it } from 'vitest';
import { validateCourseDocument } from '@core/learning/courseValidation';
import { blankActivity, blankModule, changeKind, moved, updateActivity, whole } from '../../src/pages/content-studio/documentEdits';

/** The studio editor's document changes (src/pages/content-studio/documentEdits.ts). */
describe('studio document edits', () => {
  it('starts each kind with settings the shared rules accept once filled in', () => {
    const quiz = blankActivity('quiz');
    expect(quiz.quiz).toMatchObject({ passMark: 60, attempts: 0, shuffle: true, durationMinutes: 0 });
    expect(quiz.quiz!.questions).toHaveLength(1);
    expect(blankActivity('ojt').ojt).toEqual({ instructions: '', passScore: 70 });
    expect(blankActivity('pdf')).not.toHaveProperty('fileId');
    const module = {
      ...blankModule(),
      title: 'Modul',
      activities: [{ ...blankActivity('ojt'), title: 'Tugas', ojt: { instructions: 'Kerjakan', passScore: 70 } }],
    };
    expect(validateCourseDocument({ modules: [module] }, [])).toEqual({});
    expect(blankActivity('pdf').id).not.toBe(blankActivity('pdf').id);
  });

  it("keeps the id, title and minutes when the kind changes, and drops the old kind's settings", () => {
    const quiz = { ...blankActivity('quiz'), title: 'Kuis', durationMinutes: 15 };
    const pdf = changeKind(quiz, 'pdf');
    expect(pdf).toMatchObject({ id: quiz.id, kind: 'pdf', title: 'Kuis', durationMinutes: 15 });
    expect(pdf).not.toHaveProperty('quiz');
  });

  it('moves within bounds and changes one activity only', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    const first = blankActivity('pdf');
    const second = blankActivity('video');
    const document = { modules: [{ id: 'm', title: 'M', activities: [first, second] }] };
    const changed = updateActivity(document, 0, 1, (activity) => ({ ...activity, title: 'Video' }));
    expect(changed.modules[0]!.activities.map((activity) => activity.title)).toEqual(['', 'Video']);
    expect(document.modules[0]!.activities[1]!.title).toBe('');
  });

  it('reads whole numbers and makes anything else NaN for the rules to name', () => {
    expect(whole(' 42 ')).toBe(42);
    expect(Number.isNaN(whole('4.5'))).toBe(true);
    expect(Number.isNaN(whole(''))).toBe(true);
    expect(Number.isNaN(whole('-1'))).toBe(true);
  });
});
