import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import { learner } from './memberRoutes';
import { activityParams, answersBody, attemptParams, quizAnswer, quizResultsAnswer, submitBody } from './learnerSchemas';
import { learnerQuiz, learnerQuizResults, saveAnswers, startAttempt, submitAttempt } from './quizQueries';

/**
 * A course quiz for its learner (packages/core/src/learning/quiz.ts): the quiz and its attempts, start (or resume), save
 * answers, submit (scored here; the key is never sent). Another learner's attempt answers 404.
 */
export async function quizRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const QUIZ = '/kompetensi/courses/:courseId/activities/:activityId/quiz';

  app.get('/kompetensi/quiz-results', { config: learner, schema: { response: quizResultsAnswer } }, async (request, reply) =>
    envelope(request, reply, await learnerQuizResults(db, principalOf(request).accountId)),
  );

  app.get(QUIZ, { config: learner, schema: { params: activityParams, response: quizAnswer } }, async (request, reply) => {
    const { courseId, activityId } = request.params;
    return envelope(request, reply, await learnerQuiz(db, principalOf(request).accountId, courseId, activityId));
  });

  app.post(`${QUIZ}/attempts`, { config: learner, schema: { params: activityParams, response: quizAnswer } }, async (request, reply) => {
    const { courseId, activityId } = request.params;
    return envelope(request, reply, await startAttempt(db, principalOf(request).accountId, courseId, activityId), 'learner.quiz.started', 201);
  });

  app.put(
    `${QUIZ}/attempts/:attemptId/answers`,
    { config: learner, schema: { params: attemptParams, body: answersBody, response: quizAnswer } },
    async (request, reply) => {
      const { courseId, activityId, attemptId } = request.params;
      const view = await saveAnswers(db, principalOf(request).accountId, courseId, activityId, attemptId, request.body.answers);
      return envelope(request, reply, view, 'learner.quiz.answersSaved');
    },
  );

  app.post(
    `${QUIZ}/attempts/:attemptId/submit`,
    { config: learner, schema: { params: attemptParams, body: submitBody, response: quizAnswer } },
    async (request, reply) => {
      const { courseId, activityId, attemptId } = request.params;
      const view = await submitAttempt(db, principalOf(request).accountId, courseId, activityId, attemptId, request.body.answers ?? {});
      return envelope(request, reply, view, view.result?.passed ? 'learner.quiz.passed' : 'learner.quiz.failed');
    },
  );
}
