import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import type { RegistrationView } from '@core/certification/contract';
import { parseErrorMessage } from '@core/errors/parseError';
import { MemberPage } from '../../shared/MemberPage';
import { AssessorRegistrationDetail } from './AssessorRegistrationDetail';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { assessorTodo } from './certificationRules';
import { RegistrationsTable } from './RegistrationsTable';

/** /member/list-sertifikasi (the asesi assigned to me) and /member/list-sertifikasi/{registrationId} (one assessment). */
export function AssessorAssessmentsPage() {
  const { registrationId } = useParams();
  return (
    <MemberPage resource="list-sertifikasi" title="menu.listSertifikasi">
      {() => (registrationId ? <AssessorRegistrationDetail id={registrationId} /> : <AssessmentList />)}
    </MemberPage>
  );
}

function AssessmentList() {
  const translate = useTranslate();
  const base = useBasename();
  const { data, error, isError } = useCertificationRead<RegistrationView[]>('/list-sertifikasi/registrations');
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {translate('menu.listSertifikasi')}
        </Typography>
        {isError && <Alert severity="error">{parseErrorMessage(error)}</Alert>}
        {!isError && (
          <RegistrationsTable
            registrations={data}
            none="certificationPages.assessor.noAssessments"
            noneHelp="certificationPages.assessor.noAssessmentsHelp"
            syncWithLocation
            showAsesi
            linkOf={(id) => `${base}/list-sertifikasi/${id}`}
            // A supervisor reads others' assessments: what waits there is not theirs to do.
            todoOf={(registration) => (registration.actions.length > 0 ? assessorTodo(registration) : [])}
          />
        )}
      </CardContent>
    </Card>
  );
}
