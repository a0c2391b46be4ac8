import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useLspWrite } from './lspApi';
import { useSubmission } from '../../shared/submission';

const CODE_PATTERN = /^[A-Z0-9]{2,12}$/;

/** An LSP account without its organisation: its legal name and its code (the code goes into certificate numbers). */
export function OrganisationForm() {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [legalName, setLegalName] = useState('');
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!legalName.trim()) errors.legalName = 'lspPages.validation.required';
    if (!CODE_PATTERN.test(code)) errors.code = 'lspPages.validation.organisationCode';
    if (Object.keys(errors).length > 0) return submission.refuse(errors);
    void submission.run(() => write('post', '/jadwal-lsp/organisation', { legalName: legalName.trim(), code }));
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 520, mt: 2 }} aria-labelledby="organisation-heading">
      <Typography component="h2" variant="h6" id="organisation-heading">
        {translate('lspPages.organisation.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('lspPages.organisation.help')}</Typography>
      <Stack spacing={2}>
        <TextField
          label={translate('lspPages.organisation.legalName')}
          value={legalName}
          onChange={(event) => setLegalName(event.target.value)}
          required
          error={!!submission.fieldErrors.legalName}
          helperText={submission.fieldErrors.legalName}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={translate('lspPages.organisation.code')}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          required
          error={!!submission.fieldErrors.code}
          helperText={submission.fieldErrors.code ?? translate('lspPages.organisation.codeHelp')}
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />
        {submission.error && <Alert severity="error">{submission.error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={submission.pending}>
            {translate('lspPages.organisation.create')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
