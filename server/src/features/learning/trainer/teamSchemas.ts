import { Type } from 'typebox';
import { Envelope, Nullable } from '@core/contract/common';

/** The supervisor's and manager's team view's answer (teamProgress.ts). */

const closed = { additionalProperties: false } as const;

const quiz = Type.Object(
  { activityId: Type.String(), bestScore: Nullable(Type.Integer()), attempts: Type.Integer(), passed: Type.Boolean() },
  closed,
);
const session = Type.Object(
  { title: Type.String(), startsAt: Type.String(), endsAt: Type.String(), place: Nullable(Type.String()), onlineUrl: Nullable(Type.String()) },
  closed,
);
const course = Type.Object(
  {
    courseId: Type.String(),
    courseName: Type.String(),
    classId: Nullable(Type.String()),
    className: Nullable(Type.String()),
    trainerName: Nullable(Type.String()),
    progress: Type.Integer(),
    completed: Type.Boolean(),
    completedAt: Nullable(Type.String()),
    lastActivityAt: Type.String(),
    ojtPassed: Type.Integer(),
    quizzes: Type.Array(quiz),
    nextSession: Type.Union([Type.Null(), session]),
  },
  closed,
);
const trainee = Type.Object({ accountId: Type.String(), name: Type.String(), email: Type.String(), courses: Type.Array(course) }, closed);

export const teamAnswer = { 200: Envelope(Type.Object({ items: Type.Array(trainee) }, closed)) } as const;
