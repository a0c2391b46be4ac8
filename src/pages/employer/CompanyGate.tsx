import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { EmployerOrganisationView } from '@core/jobs/contract';
import { CompanyProfileForm } from './CompanyProfileForm';
import { useEmployerRead } from './employerApi';
import { companyState, ORGANISATION_PATH } from './vacancyRules';
import { OrganisationTimeZone } from '../../shared/format/useDates';

/**
 * The company comes first (the gateway answers 403 on every vacancy route until it is verified): none yet, the
 * company form to set it up; pending or rejected, says so with the reason; verified, the page.
 */
export function CompanyGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const organisation = useEmployerRead<EmployerOrganisationView | null>(ORGANISATION_PATH);
  if (organisation.isPending) return <Loading />;
  if (organisation.isError) return <Alert severity="error">{parseErrorMessage(organisation.error)}</Alert>;
  const company = organisation.data;
  switch (companyState(company)) {
    case 'missing':
      return <CompanySetup />;
    case 'pending':
      return (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          <AlertTitle>{translate('employerPages.company.pendingTitle')}</AlertTitle>
          {translate('employerPages.company.pending', { name: company?.legalName ?? '', code: company?.code ?? '' })}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          <AlertTitle>{translate('employerPages.company.rejectedTitle')}</AlertTitle>
          {translate('employerPages.company.rejected', { name: company?.legalName ?? '', code: company?.code ?? '' })}{' '}
          {company?.rejectionReason
            ? translate('employerPages.company.reason', { reason: company.rejectionReason })
            : translate('employerPages.company.noReason')}
        </Alert>
      );
    default:
      // The company's vacancies, deadlines and candidates' dates read in its own zone (WIB, WITA or WIT).
      return <OrganisationTimeZone value={company!.timeZone}>{children}</OrganisationTimeZone>;
  }
}

/** No company yet: the company form (the legal name required, the rest optional), which creates it pending. */
function CompanySetup() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ maxWidth: 720, mt: 2 }} aria-labelledby="company-heading">
      <Typography component="h2" variant="h6" id="company-heading">
        {translate('companyProfile.setUpTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('companyProfile.setUpHelp')}</Typography>
      <CompanyProfileForm company={null} />
    </Box>
  );
}
