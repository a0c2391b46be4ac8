import type { AppContext } from '../../context';
import { envelope } from '../../platform/envelope';
import { principalOf } from '../../platform/policy';
import type { TypedApp } from '../../platform/typeProvider';
import { ensureLearnerCourse } from './access';
import { learner } from './learnerRoutes';
import { activityParams, answersBody, attemptParams, quizAnswer, quizResultsAnswer, submitBody } from './learnerSchemas';
import { learnerQuiz, learnerQuizResults, saveAnswers, startAttempt, submitAttempt } from './quizQueries';

/**
 * A course quiz for its learner (src/core/learning/quiz.ts): the quiz and its attempts, start (or resume), save
 * answers, submit (scored here; the key is never sent). Another learner's attempt answers 404.
 */
export async function quizRoutes(app: TypedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const QUIZ = '/kompetensi/courses/:courseId/activities/:activityId/quiz';
  const courseOf = (accountId: string, courseId: string) => ensureLearnerCourse(db, accountId, courseId);

  app.get('/kompetensi/quiz-results', { config: learner, schema: { response: quizResultsAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerQuizResults(db, principalOf(request).accountId)),
  );

  app.get(QUIZ, { config: learner, schema: { params: activityParams, response: quizAnswer } }, async (request, reply) => {
    const learnerCourse = await courseOf(principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await learnerQuiz(db, learnerCourse, request.params.activityId));
  });

  app.post(`${QUIZ}/attempts`, { config: learner, schema: { params: activityParams, response: quizAnswer } }, async (request, reply) => {
    const learnerCourse = await courseOf(principalOf(request).accountId, request.params.courseId);
    return envelope(request, reply, await startAttempt(db, learnerCourse, request.params.activityId), 'learner.quiz.started', 201);
  });

  app.put(
    `${QUIZ}/attempts/:attemptId/answers`,
    { config: learner, schema: { params: attemptParams, body: answersBody, response: quizAnswer } },
    async (request, reply) => {
      const learnerCourse = await courseOf(principalOf(request).accountId, request.params.courseId);
      await saveAnswers(db, learnerCourse, request.params.activityId, request.params.attemptId, request.body.answers);
      return envelope(request, reply, await learnerQuiz(db, learnerCourse, request.params.activityId), 'learner.quiz.answersSaved');
    },
  );

  app.post(
    `${QUIZ}/attempts/:attemptId/submit`,
    { config: learner, schema: { params: attemptParams, body: submitBody, response: quizAnswer } },
    async (request, reply) => {
      const learnerCourse = await courseOf(principalOf(request).accountId, request.params.courseId);
      const view = await submitAttempt(db, learnerCourse, request.params.activityId, request.params.attemptId, request.body.answers ?? {});
      return envelope(request, reply, view, view.result?.passed ? 'learner.quiz.passed' : 'learner.quiz.failed');
    },
  );
}
