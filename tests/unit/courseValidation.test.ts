import { describe, expect, it } from 'vitest';
import type { CourseActivity, CourseDocument } from '@core/learning/courseDocument';
import { fileIdsOf, isEmptyCourse, normaliseCourseDocument, validateCourseDetails, validateCourseDocument } from '@core/learning/courseValidation';

const question = (id: string) => ({ id, text: `Question ${id}`, options: ['a', 'b', 'c', 'd'], correct: [1] });
const quiz = (overrides: Partial<CourseActivity> = {}): CourseActivity => ({
  id: 'quiz-1',
  kind: 'quiz',
  title: 'Quiz',
  durationMinutes: 10,
  required: true,
  quiz: { passMark: 60, attempts: 3, shuffle: true, durationMinutes: 0, questions: [question('q1'), question('q2')] },
  ...overrides,
});
const files = [
  { id: 'file-pdf', kind: 'pdf' as const },
  { id: 'file-video', kind: 'video' as const },
];
const course = (...activities: CourseActivity[]): CourseDocument => ({ modules: [{ id: 'm1', title: 'Module', activities }] });

describe('course validation', () => {
  it('accepts a course of a quiz, a PDF and an OJT task', () => {
    const document = course(
      quiz(),
      { id: 'read', kind: 'pdf', title: 'Reading', durationMinutes: 5, required: false, fileId: 'file-pdf' },
      { id: 'task', kind: 'ojt', title: 'Task', durationMinutes: 60, required: true, ojt: { instructions: 'Do it', passScore: 70 } },
    );
    expect(validateCourseDocument(document, files)).toEqual({});
    expect(fileIdsOf(document)).toEqual(['file-pdf']);
  });

  it('names duplicate and malformed ids by their path', () => {
    const document: CourseDocument = {
      modules: [
        { id: 'm1', title: 'One', activities: [quiz({ id: 'a' }), quiz({ id: 'a' })] },
        { id: 'm1', title: 'Two', activities: [quiz({ id: 'bad id!' })] },
      ],
    };
    expect(validateCourseDocument(document, files)).toEqual({
      'modules.0.activities.1.id': 'studio.validation.duplicateId',
      'modules.1.id': 'studio.validation.duplicateId',
      'modules.1.activities.0.id': 'studio.validation.id',
    });
  });

  it('requires titles and whole durations', () => {
    const document: CourseDocument = { modules: [{ id: 'm1', title: '  ', activities: [quiz({ title: '', durationMinutes: 1.5 })] }] };
    expect(validateCourseDocument(document, files)).toMatchObject({
      'modules.0.title': 'studio.validation.required',
      'modules.0.activities.0.title': 'studio.validation.required',
      'modules.0.activities.0.durationMinutes': 'studio.validation.duration',
    });
    expect(validateCourseDocument(course(quiz({ durationMinutes: 601 })), files)).toHaveProperty('modules.0.activities.0.durationMinutes');
  });

  it("checks a quiz's numbers and reuses the screening tests' question rules", () => {
    const settings = {
      passMark: 101,
      attempts: -1,
      shuffle: false,
      durationMinutes: 241,
      questions: [{ ...question('q1'), options: ['a', '', 'c'], correct: [] }],
    };
    expect(validateCourseDocument(course(quiz({ quiz: settings })), files)).toEqual({
      'modules.0.activities.0.quiz.passMark': 'studio.validation.passMark',
      'modules.0.activities.0.quiz.attempts': 'studio.validation.attempts',
      'modules.0.activities.0.quiz.durationMinutes': 'studio.validation.quizDuration',
      'modules.0.activities.0.quiz.questions.0.options': 'screeningTests.validation.optionCount',
      'modules.0.activities.0.quiz.questions.0.options.1': 'screeningTests.validation.required',
      'modules.0.activities.0.quiz.questions.0.correct': 'screeningTests.validation.correct',
    });
    const edges = { passMark: 0, attempts: 0, shuffle: false, durationMinutes: 0, questions: [question('q1')] };
    expect(validateCourseDocument(course(quiz({ quiz: edges })), files)).toEqual({});
    expect(validateCourseDocument(course(quiz({ quiz: { ...edges, questions: [] } })), files)).toEqual({
      'modules.0.activities.0.quiz.questions': 'studio.validation.questionCount',
    });
    expect(validateCourseDocument(course(quiz({ quiz: undefined })), files)).toEqual({ 'modules.0.activities.0.quiz': 'studio.validation.settings' });
  });

  it('wants a file of this course of the same kind for a file activity', () => {
    const activity = (fileId?: string): CourseActivity => ({ id: 'v', kind: 'video', title: 'Video', durationMinutes: 5, required: true, fileId });
    expect(validateCourseDocument(course(activity()), files)).toEqual({ 'modules.0.activities.0.fileId': 'studio.validation.fileMissing' });
    expect(validateCourseDocument(course(activity('file-pdf')), files)).toEqual({ 'modules.0.activities.0.fileId': 'studio.validation.fileKind' });
    expect(validateCourseDocument(course(activity('elsewhere')), files)).toEqual({ 'modules.0.activities.0.fileId': 'studio.validation.fileKind' });
    expect(validateCourseDocument(course(activity('file-video')), files)).toEqual({});
  });

  it("checks an OJT task's instructions and pass score", () => {
    const task: CourseActivity = {
      id: 't',
      kind: 'ojt',
      title: 'Task',
      durationMinutes: 0,
      required: true,
      ojt: { instructions: ' ', passScore: 120 },
    };
    expect(validateCourseDocument(course(task), files)).toEqual({
      'modules.0.activities.0.ojt.instructions': 'studio.validation.required',
      'modules.0.activities.0.ojt.passScore': 'studio.validation.passMark',
    });
  });

  it('keeps only the settings of the kind and trims texts when normalising', () => {
    const changed = { ...quiz({ title: '  Now a PDF ' }), kind: 'pdf' as const, fileId: 'file-pdf', ojt: { instructions: 'x', passScore: 1 } };
    expect(normaliseCourseDocument(course(changed)).modules[0]!.activities[0]).toEqual({
      id: 'quiz-1',
      kind: 'pdf',
      title: 'Now a PDF',
      durationMinutes: 10,
      required: true,
      fileId: 'file-pdf',
    });
    const unordered = quiz({
      quiz: { passMark: 50, attempts: 1, shuffle: false, durationMinutes: 0, questions: [{ ...question('q'), text: ' Q ', correct: [3, 0] }] },
    });
    expect(normaliseCourseDocument(course(unordered)).modules[0]!.activities[0]!.quiz!.questions[0]).toMatchObject({ text: 'Q', correct: [0, 3] });
  });

  it('tells an empty course and checks the details', () => {
    expect(isEmptyCourse({ modules: [] })).toBe(true);
    expect(isEmptyCourse({ modules: [{ id: 'm', title: 'M', activities: [] }] })).toBe(true);
    expect(isEmptyCourse(course(quiz()))).toBe(false);
    expect(validateCourseDetails({ title: ' ', summary: 'x'.repeat(2001), competency: '' })).toEqual({
      title: 'studio.validation.required',
      summary: 'studio.validation.tooLong',
    });
  });
});
