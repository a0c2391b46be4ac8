import { Type, type Static } from 'typebox';
import { Nullable } from '../contract/common';

/**
 * The screening tests' answers (server/src/features/jobs/screening/memberRoutes.ts), as the gateway serialises them
 * and the employer's editor and results and the applicant's test page read them; the rules are ./screening.ts.
 */

const closed = { additionalProperties: false } as const;
const strings = Type.Array(Type.String());
const integers = Type.Array(Type.Integer());

/** GET/PUT /api/jp/employer/job-vacancy/{id}/test: the test with its key; `attempts` started so far lock the questions. */
export const EmployerTestView = Type.Object(
  {
    vacancyId: Type.String(),
    title: Type.String(),
    durationMinutes: Type.Integer(),
    passMark: Type.Integer(),
    questions: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), options: strings, correct: integers }, closed)),
    attempts: Type.Integer(),
    updatedAt: Type.String(),
  },
  closed,
);
export type EmployerTestView = Static<typeof EmployerTestView>;

export const ScoreView = Type.Object(
  { score: Type.Integer(), correctCount: Type.Integer(), questionCount: Type.Integer(), passed: Type.Boolean() },
  closed,
);
export type ScoreView = Static<typeof ScoreView>;

/** What the applicant sees of a question: `choose` is how many options are right (the page's radio or checkboxes). */
export const ApplicantQuestion = Type.Object({ id: Type.String(), text: Type.String(), options: strings, choose: Type.Integer() }, closed);
export type ApplicantQuestion = Static<typeof ApplicantQuestion>;

const attemptState = Type.Enum(['in-progress', 'submitted'], { type: 'string' });
const NullableScore = Type.Union([Type.Null(), ScoreView]);

/** GET /api/jp/applications/{applicationId}/test: the test without its key, and the one attempt. */
export const ApplicantTestView = Type.Object(
  {
    applicationId: Type.String(),
    vacancy: Type.Object({ id: Type.String(), title: Type.String(), company: Type.String() }, closed),
    withdrawn: Type.Boolean(),
    test: Type.Object(
      {
        title: Type.String(),
        durationMinutes: Type.Integer(),
        passMark: Type.Integer(),
        questionCount: Type.Integer(),
        // Only while the attempt runs: nothing to read before the clock starts, no key at any time.
        questions: Type.Array(ApplicantQuestion),
      },
      closed,
    ),
    attempt: Type.Union([
      Type.Null(),
      Type.Object(
        {
          state: attemptState,
          startedAt: Type.String(),
          deadlineAt: Type.String(),
          /** As the gateway counted it when answering: the page's countdown starts from it (a client clock may be off). */
          timeLeftMs: Type.Integer(),
          submittedAt: Nullable(Type.String()),
          /** The chosen option indexes by question id. */
          answers: Type.Unsafe<Record<string, number[]>>({ type: 'object', additionalProperties: { type: 'array', items: { type: 'integer' } } }),
          result: NullableScore,
        },
        closed,
      ),
    ]),
  },
  closed,
);
export type ApplicantTestView = Static<typeof ApplicantTestView>;

/** GET /api/jp/employer/candidate/{id}/test-result. */
export const TestResultView = Type.Object(
  {
    test: Type.Union([
      Type.Null(),
      Type.Object({ title: Type.String(), durationMinutes: Type.Integer(), passMark: Type.Integer(), questionCount: Type.Integer() }, closed),
    ]),
    attempt: Type.Union([
      Type.Null(),
      Type.Object(
        {
          state: attemptState,
          startedAt: Type.String(),
          deadlineAt: Type.String(),
          submittedAt: Nullable(Type.String()),
          result: NullableScore,
          questions: Type.Array(
            Type.Object(
              { id: Type.String(), text: Type.String(), options: strings, correctOptions: integers, chosen: integers, correct: Type.Boolean() },
              closed,
            ),
          ),
        },
        closed,
      ),
    ]),
  },
  closed,
);
export type TestResultView = Static<typeof TestResultView>;
