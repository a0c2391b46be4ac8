import { Box, Stack, Typography } from '@mui/material';
import { Form, required, SaveButton, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import { useLspWrite } from './lspApi';
import { filledValues } from '../../shared/fields/formValues';
import { fieldErrorsOf } from '../../shared/submission';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@core/time/zones';

const CODE_PATTERN = /^[A-Z0-9]{2,12}$/;

const EMPTY_ORGANISATION = { legalName: '', code: '', timeZone: DEFAULT_TIME_ZONE as string };
const timeZoneChoices = TIME_ZONES.map((id) => ({ id, name: `organisations.timeZones.${id}` }));

function validateOrganisation(raw: Record<string, unknown>) {
  const values = filledValues(raw, EMPTY_ORGANISATION);
  const errors: Record<string, string> = {};
  if (!values.legalName.trim()) errors.legalName = 'lspPages.validation.required';
  if (!CODE_PATTERN.test(values.code)) errors.code = 'lspPages.validation.organisationCode';
  return errors;
}

/**
 * An LSP account without its organisation: its legal name and its code (the code goes into certificate numbers).
 * Once saved, the workspace reads the organisation again and shows its tabs instead of this form.
 */
export function OrganisationForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const write = useLspWrite();

  async function save(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_ORGANISATION);
    try {
      const answer = await write('post', '/jadwal-lsp/organisation', {
        legalName: values.legalName.trim(),
        code: values.code,
        timeZone: values.timeZone,
      });
      notify(answer.message, { type: 'success' });
      return undefined;
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
      return fieldErrorsOf(failure);
    }
  }

  return (
    <Box component="section" sx={{ maxWidth: 520, mt: 2 }} aria-labelledby="organisation-heading">
      <Typography component="h2" variant="h6" id="organisation-heading">
        {translate('lspPages.organisation.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('lspPages.organisation.help')}</Typography>
      <Form record={EMPTY_ORGANISATION} onSubmit={save} validate={validateOrganisation} warnWhenUnsavedChanges noValidate>
        <Stack spacing={2}>
          <TextInput
            source="legalName"
            label="lspPages.organisation.legalName"
            isRequired
            helperText={false}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextInput
            source="code"
            label="lspPages.organisation.code"
            isRequired
            parse={(value: string) => value.toUpperCase()}
            helperText="lspPages.organisation.codeHelp"
            slotProps={{ htmlInput: { maxLength: 12 } }}
          />
          <SelectInput
            source="timeZone"
            label="organisations.timeZone"
            choices={timeZoneChoices}
            helperText="lspPages.organisation.timeZoneHelp"
            validate={required()}
          />
          <Box>
            <SaveButton label="lspPages.organisation.create" icon={<></>} alwaysEnable />
          </Box>
        </Stack>
      </Form>
    </Box>
  );
}
