import { Autocomplete, Chip, TextField, Typography } from '@mui/material';
import { DateInput, TextInput, useInput, useTranslate } from 'react-admin';
import type { AssessorView, LspScheme } from '@core/certification/contract';
import { CatalogueTab } from './CatalogueTab';
import { RecordFormDialog } from './RecordFormDialog';
import { filledValues } from '../../shared/fields/formValues';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspWrite } from './lspApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { certificateExpired, todayOf } from './lspRules';

/** The LSP's assessors: MET. number, their own certificate's validity (expired ones cannot be assigned), schemes. */
export function AssessorsTab() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const schemes = useCertificationRead<LspScheme[]>('/jadwal-lsp/schemes');
  const today = todayOf(new Date());
  const schemeCode = (id: string) => schemes.data?.find((scheme) => scheme.id === id)?.code ?? id.slice(0, 8);
  return (
    <CatalogueTab<AssessorView>
      section="assessors"
      path="/jadwal-lsp/assessors"
      addLabel={translate('lspPages.assessors.add')}
      rowKey={(assessor) => assessor.accountId}
      editLabel={(assessor) => translate('lspPages.assessors.editOf', { name: assessor.name })}
      form={(assessor, onClose) => <AssessorForm assessor={assessor} schemes={schemes.data ?? []} onClose={onClose} />}
      columns={[
        {
          label: translate('lspPages.assessor.name'),
          sx: { minWidth: 180 },
          sortBy: (assessor) => assessor.name,
          cell: (assessor) => (
            <>
              {assessor.name}
              <Typography variant="body2" color="text.secondary">
                {assessor.email}
              </Typography>
            </>
          ),
        },
        {
          label: translate('lspPages.assessor.metNumber'),
          sx: { whiteSpace: 'nowrap' },
          sortBy: (assessor) => assessor.metNumber,
          cell: (assessor) => assessor.metNumber,
        },
        {
          label: translate('lspPages.assessor.validUntil'),
          sx: { minWidth: 140 },
          sortBy: (assessor) => assessor.certificateValidUntil,
          cell: (assessor) => (
            <>
              {format.date(assessor.certificateValidUntil)}{' '}
              {certificateExpired(assessor.certificateValidUntil, today) && (
                <Chip size="small" color="error" label={translate('lspPages.assessor.expired')} />
              )}
            </>
          ),
        },
        {
          label: translate('lspPages.assessor.schemes'),
          sx: { minWidth: 120 },
          cell: (assessor) => assessor.schemeIds.map(schemeCode).join(', ') || '—',
        },
      ]}
    />
  );
}

const EMPTY_ASSESSOR: { email: string; metNumber: string; certificateValidUntil: string; schemeIds: string[] } = {
  email: '',
  metNumber: '',
  certificateValidUntil: '',
  schemeIds: [],
};

/** Adding an existing assessor account by its e-mail, or editing one: MET. number, certificate validity, schemes. */
function AssessorForm({ assessor, schemes, onClose }: { assessor?: AssessorView; schemes: readonly LspScheme[]; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();

  function validate(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_ASSESSOR);
    const missing: Record<string, string> = {};
    if (!assessor && !values.email.trim()) missing.email = 'lspPages.validation.required';
    if (!values.metNumber.trim()) missing.metNumber = 'lspPages.validation.required';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.certificateValidUntil)) missing.certificateValidUntil = 'lspPages.validation.required';
    return missing;
  }

  function send(raw: Record<string, unknown>) {
    const values = filledValues(raw, EMPTY_ASSESSOR);
    const body = { metNumber: values.metNumber.trim(), certificateValidUntil: values.certificateValidUntil, schemeIds: values.schemeIds };
    return assessor
      ? write('put', `/jadwal-lsp/assessors/${assessor.accountId}`, body)
      : write('post', '/jadwal-lsp/assessors', { ...body, email: values.email.trim() });
  }

  const record = assessor
    ? { email: '', metNumber: assessor.metNumber, certificateValidUntil: assessor.certificateValidUntil, schemeIds: assessor.schemeIds }
    : EMPTY_ASSESSOR;

  return (
    <RecordFormDialog
      title={assessor ? translate('lspPages.assessors.editOf', { name: assessor.name }) : translate('lspPages.assessors.add')}
      submitLabel="lspPages.actions.save"
      record={record}
      validate={validate}
      send={send}
      onClose={onClose}
    >
      {!assessor && (
        <TextInput
          source="email"
          type="email"
          label="lspPages.assessor.email"
          isRequired
          helperText="lspPages.assessor.emailHelp"
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      )}
      <TextInput source="metNumber" label="lspPages.assessor.metNumber" isRequired helperText={false} slotProps={{ htmlInput: { maxLength: 60 } }} />
      <DateInput source="certificateValidUntil" label="lspPages.assessor.validUntil" isRequired helperText={false} />
      <SchemesInput schemes={schemes} />
    </RecordFormDialog>
  );
}

/** The schemes the assessor is qualified for: the form's `schemeIds`, chosen by code and title. */
function SchemesInput({ schemes }: { schemes: readonly LspScheme[] }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const { field, fieldState } = useInput({ source: 'schemeIds' });
  const schemeIds = (field.value as string[] | null) ?? [];
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={[...schemes]}
      value={schemes.filter((scheme) => schemeIds.includes(scheme.id))}
      onChange={(_event, chosen) => field.onChange(chosen.map((scheme) => scheme.id))}
      onBlur={field.onBlur}
      getOptionLabel={(scheme) => `${scheme.code} · ${format.text(scheme.title)}`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('lspPages.assessor.schemes')}
          error={fieldState.invalid}
          helperText={error ? translate(error, { _: error }) : undefined}
        />
      )}
    />
  );
}
