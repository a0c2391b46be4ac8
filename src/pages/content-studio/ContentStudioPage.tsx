import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { CourseEditor } from './CourseEditor';
import { CourseList } from './CourseList';

/** /member/content and /member/content/{id}: the creator's courses, or one course's editor. */
export function ContentStudioPage() {
  const { id } = useParams();
  return (
    <MemberPage resource="content" title="menu.content">
      {() => (id ? <CourseEditor id={id} /> : <CourseList />)}
    </MemberPage>
  );
}
