import { useBasename } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { LearnerAttendancePage } from './LearnerAttendancePage';

/**
 * /member/dashboard/{mycourse}/... for a learner (SPEC 2): {mycourse} is their course. Its attendance page is
 * {activity}/attendance/{id?} ({activity} names what the sessions are for: the course page links with `sesi`, the
 * class's sessions, as the trainer's pages do); any other sub-page is the course page itself.
 */
export function LearnerCoursePages({ courseId }: { courseId: string }) {
  const base = useBasename();
  return (
    <Routes>
      <Route path=":activity/attendance" element={<LearnerAttendancePage courseId={courseId} />} />
      <Route path=":activity/attendance/:sessionId" element={<SessionAttendance courseId={courseId} />} />
      <Route path="*" element={<Navigate replace to={`${base}/kompetensi/course/${courseId}`} />} />
    </Routes>
  );
}

function SessionAttendance({ courseId }: { courseId: string }) {
  const { sessionId = '' } = useParams();
  return <LearnerAttendancePage courseId={courseId} sessionId={sessionId} />;
}
