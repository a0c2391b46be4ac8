import { useQueryClient } from '@tanstack/react-query';
import type { StudioCourse, StudioCourseItem } from '@core/learning/studio';
import type { Envelope } from '@core/gateway/families';
import { gatewayQueryKey, useGatewayQuery } from '../../shared/useGatewayQuery';

/** The studio's gateway paths (/api/main/content/courses...) and reads. */
export const COURSES_PATH = '/content/courses';
export const coursePath = (id: string) => `${COURSES_PATH}/${encodeURIComponent(id)}`;
export const classesPath = (courseId: string) => `${coursePath(courseId)}/classes`;

export function useStudioCourses() {
  return useGatewayQuery(['main', COURSES_PATH], async (gateway) => (await gateway.main.get<Envelope<StudioCourseItem[]>>(COURSES_PATH)).data);
}

export function useStudioCourse(id: string) {
  return useGatewayQuery(['main', COURSES_PATH, id], async (gateway) => (await gateway.main.get<Envelope<StudioCourse>>(coursePath(id))).data);
}

/** After a change: the list read again, and the course put in the cache from the answer (or read again without one). */
export function useStudioRefresh() {
  const queryClient = useQueryClient();
  return (course?: StudioCourse) => {
    if (course) queryClient.setQueryData(gatewayQueryKey(['main', COURSES_PATH, course.id]), course);
    // The list, and the course itself after a change its answer does not hold (a file uploaded or removed).
    void queryClient.invalidateQueries({ queryKey: gatewayQueryKey(['main', COURSES_PATH]), exact: Boolean(course) });
  };
}
