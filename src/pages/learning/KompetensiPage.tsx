import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { ActivityPlayer } from './ActivityPlayer';
import { CoursePage } from './CoursePage';
import { ProgramDetail, ProgramList } from './Programs';

/**
 * The learner's kompetensi (SPEC 2): my programs, one program (kompetensi/{id}) or package (kompetensi/paket/{id}),
 * a course (kompetensi/course/{courseId}) and its player (kompetensi/course/{courseId}/{activityId}).
 */
export function KompetensiPage() {
  const { programId, packageId, courseId, activityId } = useParams();
  return (
    <MemberPage resource="kompetensi" title="menu.kompetensi">
      {() => {
        if (courseId && activityId) return <ActivityPlayer key={`${courseId}/${activityId}`} courseId={courseId} activityId={activityId} />;
        if (courseId) return <CoursePage courseId={courseId} />;
        const program = programId ?? packageId;
        if (program) return <ProgramDetail programId={program} />;
        return <ProgramList />;
      }}
    </MemberPage>
  );
}
