import { Card, CardContent } from '@mui/material';
import { useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { CandidateDetail } from './CandidateDetail';
import { CandidateList } from './CandidateList';
import { CompanyGate } from './CompanyGate';

/**
 * /employer/candidate (the counters, the grid or the kanban board) and /employer/candidate/{id} (one application), behind
 * the company like the vacancies (SPEC 3's candidate dashboard).
 */
export function EmployerCandidatePage() {
  const { id } = useParams();
  return (
    <MemberPage resource="candidate" title="menu.candidate">
      {() => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <CompanyGate>{id === undefined ? <CandidateList /> : <CandidateDetail id={id} />}</CompanyGate>
          </CardContent>
        </Card>
      )}
    </MemberPage>
  );
}
