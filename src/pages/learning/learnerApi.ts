import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Envelope } from '@core/gateway/families';
import type { LearnerCourseView, ProgressAnswer, ProgressReport } from '@core/learning/learnerViews';
import { useMember } from '../../shared/memberContext';
import { gatewayQueryKey, useGatewayQuery } from '../../shared/useGatewayQuery';

/** The learner's gateway calls (/api/main/kompetensi, server/src/features/learning/learner/memberRoutes.ts). */

export const coursePath = (courseId: string) => `/kompetensi/courses/${encodeURIComponent(courseId)}`;
export const activityPath = (courseId: string, activityId: string) => `${coursePath(courseId)}/activities/${encodeURIComponent(activityId)}`;
export const courseKey = (courseId: string) => ['main', coursePath(courseId)];

/** The learner's version of the course with their progress (the first visit starts the course). */
export function useLearnerCourse(courseId: string) {
  return useGatewayQuery(courseKey(courseId), async (gateway) => (await gateway.main.get<Envelope<LearnerCourseView>>(coursePath(courseId))).data);
}

/** Reads the course (and the program lists' progress) again after something changed it. */
export function useRefreshCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(courseKey(courseId)) });
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['main', '/kompetensi']) });
  }, [queryClient, courseId]);
}

/**
 * Sends a progress report. When it marks the activity done, the course is read again (ticks, progress bar,
 * certificate); otherwise the cached course keeps its state and only the activity's progress is patched in.
 */
export function useReportProgress(courseId: string, activityId: string) {
  const { gateway } = useMember();
  const queryClient = useQueryClient();
  const refresh = useRefreshCourse(courseId);
  return useCallback(
    async (report: ProgressReport) => {
      const answer = (await gateway.main.post<Envelope<ProgressAnswer>>(`${activityPath(courseId, activityId)}/progress`, report)).data;
      const key = gatewayQueryKey(courseKey(courseId));
      const cached = queryClient.getQueryData<LearnerCourseView>(key);
      const wasDone = cached?.modules.some((module) => module.activities.some((item) => item.id === activityId && item.progress.isDone));
      if (answer.progress.isDone && !wasDone) refresh();
      else if (cached)
        queryClient.setQueryData<LearnerCourseView>(key, {
          ...cached,
          modules: cached.modules.map((module) => ({
            ...module,
            activities: module.activities.map((item) => (item.id === activityId ? { ...item, progress: answer.progress } : item)),
          })),
        });
      return answer;
    },
    [gateway, queryClient, refresh, courseId, activityId],
  );
}
