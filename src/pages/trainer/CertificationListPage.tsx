import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MemberPage } from '../../shared/MemberPage';
import { Section } from './dashboardParts';
import { LearnersTable } from './LearnersTable';
import { TRAINER_BASE } from './trainerApi';

/**
 * /member/certification-list (SPEC 2, read for a trainer): the certificates of completion of the trainer's learners,
 * i.e. the learners of their classes who completed the course, with the certificate's number.
 */
export function CertificationListPage() {
  const translate = useTranslate();
  return (
    <MemberPage resource="certification-list" title="trainerDashboard.certificates.title">
      {() => (
        <Section page title={translate('trainerDashboard.certificates.title')}>
          <Typography color="text.secondary">{translate('trainerDashboard.certificates.intro')}</Typography>
          <LearnersTable path={`${TRAINER_BASE}/certification-list`} columns="certificates" showCourse />
        </Section>
      )}
    </MemberPage>
  );
}
