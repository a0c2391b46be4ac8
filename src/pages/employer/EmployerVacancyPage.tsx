import { Card, CardContent } from '@mui/material';
import { useLocation, useParams } from 'react-router';
import { MemberPage } from '../../shared/MemberPage';
import { CompanyGate } from './CompanyGate';
import { VacancyDetail } from './VacancyDetail';
import { VacancyForm } from './VacancyForm';
import { VacancyGrid } from './VacancyGrid';

/**
 * /employer/job-vacancy (the grid), /employer/job-vacancy/{id} (edit; 'new' creates) and /employer/job-vacancy/view/{id},
 * all behind the company: none, pending or rejected, the page says so first (SPEC 2's employer routes).
 */
export function EmployerVacancyPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const viewing = id !== undefined && /\/view\/[^/]+\/?$/.test(pathname);
  return (
    <MemberPage resource="job-vacancy" title="menu.jobVacancy">
      {() => (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <CompanyGate>
              {id === undefined ? <VacancyGrid /> : viewing ? <VacancyDetail id={id} /> : <VacancyForm id={id === 'new' ? undefined : id} />}
            </CompanyGate>
          </CardContent>
        </Card>
      )}
    </MemberPage>
  );
}
