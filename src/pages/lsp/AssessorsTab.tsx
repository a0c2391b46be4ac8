import { Autocomplete, Chip, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AssessorView, LspScheme } from '@core/certification/contract';
import { CatalogueTab } from './CatalogueTab';
import { FormDialog } from './FormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspWrite } from './lspApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { certificateExpired, utcDay } from './lspRules';
import { useSubmission } from '../../shared/submission';

/** The LSP's assessors: MET. number, their own certificate's validity (expired ones cannot be assigned), schemes. */
export function AssessorsTab() {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const schemes = useCertificationRead<LspScheme[]>('/jadwal-lsp/schemes');
  const today = utcDay(new Date());
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

/** Adding an existing assessor account by its e-mail, or editing one: MET. number, certificate validity, schemes. */
function AssessorForm({ assessor, schemes, onClose }: { assessor?: AssessorView; schemes: readonly LspScheme[]; onClose: () => void }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [email, setEmail] = useState('');
  const [metNumber, setMetNumber] = useState(assessor?.metNumber ?? '');
  const [validUntil, setValidUntil] = useState(assessor?.certificateValidUntil ?? '');
  const [schemeIds, setSchemeIds] = useState<string[]>(assessor?.schemeIds ?? []);
  const errors = submission.fieldErrors;

  async function submit() {
    const missing: Record<string, string> = {};
    if (!assessor && !email.trim()) missing.email = 'lspPages.validation.required';
    if (!metNumber.trim()) missing.metNumber = 'lspPages.validation.required';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) missing.certificateValidUntil = 'lspPages.validation.required';
    if (Object.keys(missing).length > 0) return submission.refuse(missing);
    const body = { metNumber: metNumber.trim(), certificateValidUntil: validUntil, schemeIds };
    const sent = assessor
      ? submission.run(() => write('put', `/jadwal-lsp/assessors/${assessor.accountId}`, body))
      : submission.run(() => write('post', '/jadwal-lsp/assessors', { ...body, email: email.trim() }));
    if (await sent) onClose();
  }

  return (
    <FormDialog
      open
      title={assessor ? translate('lspPages.assessors.editOf', { name: assessor.name }) : translate('lspPages.assessors.add')}
      submitLabel={translate('lspPages.actions.save')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      {!assessor && (
        <TextField
          type="email"
          label={translate('lspPages.assessor.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          error={!!errors.email}
          helperText={errors.email ?? translate('lspPages.assessor.emailHelp')}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      )}
      <TextField
        label={translate('lspPages.assessor.metNumber')}
        value={metNumber}
        onChange={(event) => setMetNumber(event.target.value)}
        required
        error={!!errors.metNumber}
        helperText={errors.metNumber}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        type="date"
        label={translate('lspPages.assessor.validUntil')}
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
        required
        error={!!errors.certificateValidUntil}
        helperText={errors.certificateValidUntil}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Autocomplete
        multiple
        options={[...schemes]}
        value={schemes.filter((scheme) => schemeIds.includes(scheme.id))}
        onChange={(_event, chosen) => setSchemeIds(chosen.map((scheme) => scheme.id))}
        getOptionLabel={(scheme) => `${scheme.code} · ${format.text(scheme.title)}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField {...params} label={translate('lspPages.assessor.schemes')} error={!!errors.schemeIds} helperText={errors.schemeIds} />
        )}
      />
    </FormDialog>
  );
}
