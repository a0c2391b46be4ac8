import type { Envelope } from '@core/gateway/families';
import type { LearnerAttendanceView, OjtTaskView } from '@core/learning/classSessions';
import { useGatewayQuery } from '../../shared/useGatewayQuery';

/** The learner's OJT calls (/api/main/kompetensi/.../ojt, server/src/features/learning/classes/memberOjtRoutes.ts). */

export const ojtTaskPath = (courseId: string, activityId: string) =>
  `/kompetensi/courses/${encodeURIComponent(courseId)}/ojt/${encodeURIComponent(activityId)}`;

export function useOjtTask(courseId: string, activityId: string) {
  const path = ojtTaskPath(courseId, activityId);
  return useGatewayQuery(['main', path], async (gateway) => (await gateway.main.get<Envelope<OjtTaskView>>(path)).data);
}

export function useOjtTasks() {
  return useGatewayQuery(['main', '/kompetensi/ojt'], async (gateway) => (await gateway.main.get<Envelope<OjtTaskView[]>>('/kompetensi/ojt')).data);
}

/** The learner's class sessions of the course (the attendance list AttendanceCodeForm reads: one cache entry). */
export function useClassSessions(courseId: string) {
  const path = `/kompetensi/courses/${encodeURIComponent(courseId)}/attendance`;
  return useGatewayQuery(['main', path], async (gateway) => (await gateway.main.get<Envelope<LearnerAttendanceView>>(path)).data);
}
