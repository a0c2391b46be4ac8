import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { EmployerOrganisationView } from '@core/jobs/types';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useSending } from './parts';
import { companyState, ORGANISATION_PATH } from './vacancyRules';

/**
 * The company comes first (the gateway answers 403 on every vacancy route until it is verified): none yet, the
 * legal name to set it up (as the LSP's workspace does); pending or rejected, says so with the reason; verified, the page.
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
      return children;
  }
}

function CompanySetup() {
  const translate = useTranslate();
  const write = useEmployerWrite();
  const sending = useSending();
  const [legalName, setLegalName] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!legalName.trim()) return sending.refuse({ legalName: 'employerPages.validation.required' });
    void sending.run(() => write('post', ORGANISATION_PATH, { legalName: legalName.trim() }));
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 520, mt: 2 }} aria-labelledby="company-heading">
      <Typography component="h2" variant="h6" id="company-heading">
        {translate('employerPages.company.setUpTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('employerPages.company.setUpHelp')}</Typography>
      <Stack spacing={2}>
        <TextField
          id="company-legal-name"
          label={translate('employerPages.company.legalName')}
          value={legalName}
          onChange={(event) => setLegalName(event.target.value)}
          required
          error={!!sending.fieldErrors.legalName}
          helperText={sending.fieldErrors.legalName}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        {sending.error && <Alert severity="error">{sending.error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={sending.pending}>
            {translate('employerPages.company.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
