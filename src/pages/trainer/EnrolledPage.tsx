import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { Section } from './dashboardParts';
import { LearnersTable } from './LearnersTable';
import { TRAINER_BASE } from './trainerApi';

/** /member/enrolled: the learners of all the trainer's classes with their progress. */
export function EnrolledPage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="enrolled" title="trainerDashboard.learners.title">
      {() => (
        <Section page title={translate('trainerDashboard.learners.title')}>
          <LearnersTable path={`${TRAINER_BASE}/enrolled`} showCourse />
        </Section>
      )}
    </MemberPage>
  );
}
