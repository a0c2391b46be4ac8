import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScreeningAnswers } from '@core/jobs/screening';
import type { Envelope } from '@core/gateway/families';
import type { LearnerQuizView } from '@core/learning/quiz';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery } from '../../shared/useGatewayQuery';
import { activityPath } from './learnerApi';

/** A course quiz's calls (server/src/features/learning/learner/memberQuizRoutes.ts). */

export const quizPath = (courseId: string, activityId: string) => `${activityPath(courseId, activityId)}/quiz`;
const quizKey = (courseId: string, activityId: string) => ['main', quizPath(courseId, activityId)];

export function useLearnerQuiz(courseId: string, activityId: string) {
  return useGatewayQuery(
    quizKey(courseId, activityId),
    async (gateway) => (await gateway.main.get<Envelope<LearnerQuizView>>(quizPath(courseId, activityId))).data,
  );
}

/** Start (or resume), save and submit; each answer replaces the cached quiz. */
export function useQuizActions(courseId: string, activityId: string) {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  const path = quizPath(courseId, activityId);
  const keep = useCallback(
    (view: LearnerQuizView) => {
      queryClient.setQueryData(gatewayQueryKey(quizKey(courseId, activityId)), view);
      void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['main', '/kompetensi/quiz-results']) });
      return view;
    },
    [queryClient, courseId, activityId],
  );
  return {
    start: async () => keep((await gateway.main.post<Envelope<LearnerQuizView>>(`${path}/attempts`)).data),
    save: async (attemptId: string, answers: ScreeningAnswers) =>
      (await gateway.main.put<Envelope<LearnerQuizView>>(`${path}/attempts/${attemptId}/answers`, { answers })).data,
    submit: async (attemptId: string, answers: ScreeningAnswers) =>
      keep((await gateway.main.post<Envelope<LearnerQuizView>>(`${path}/attempts/${attemptId}/submit`, { answers })).data),
  };
}
