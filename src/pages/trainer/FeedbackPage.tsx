import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { Section } from './dashboardParts';
import { FeedbackList } from './FeedbackList';

/** /member/feedback: the ratings and comments of the trainer's learners on their courses. */
export function FeedbackPage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="feedback" title="trainerDashboard.feedbackPage.title">
      {() => (
        <Section page title={translate('trainerDashboard.feedbackPage.title')}>
          <FeedbackList />
        </Section>
      )}
    </MemberPage>
  );
}
