import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AssessorView, LspScheme, ScheduleView, TestSite } from '@core/certification/contract';
import type { ProgramPage } from '@core/catalogue/contract';
import { formatIdr } from '@core/format/currency';
import type { Envelope } from '@core/gateway/families';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { FormDialog } from './FormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { useLspWrite } from './lspApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { qualifiedAssessors, scheduleFormValues, schedulePayload, utcDay, type ScheduleFormValues } from './lspRules';
import { useSubmission } from '../../shared/submission';

/** The catalogue's certification programs (group 2, sub-program 6), one page of up to 100: a paid schedule names one. */
const PROGRAMS_PATH = '/public-site/get-program?groupProgram=2&subProgramId=6&pageIndex=1&pageSize=100';

const DATE_FIELDS = ['registrationOpensAt', 'registrationClosesAt', 'startsAt', 'endsAt'] as const;

/** A new schedule, or one edited: scheme, TUK, dates, quota, fee (and its catalogue program) and assessors. */
export function ScheduleForm({ schedule, onClose }: { schedule?: ScheduleView; onClose: () => void }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const schemes = useCertificationRead<LspScheme[]>('/jadwal-lsp/schemes');
  const sites = useCertificationRead<TestSite[]>('/jadwal-lsp/test-sites');
  const assessors = useCertificationRead<AssessorView[]>('/jadwal-lsp/assessors');
  const programs = useGatewayQuery(['main', PROGRAMS_PATH], async (gateway) => (await gateway.main.get<Envelope<ProgramPage>>(PROGRAMS_PATH)).data);
  const [values, setValues] = useState<ScheduleFormValues>(() => scheduleFormValues(schedule));
  const set = <K extends keyof ScheduleFormValues>(field: K, value: ScheduleFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errors = submission.fieldErrors;

  // Offered: the assessors qualified for the scheme on the assessment's day (today until a date is set), and those already chosen.
  const day = values.startsAt ? values.startsAt.slice(0, 10) : utcDay(new Date());
  const qualified = qualifiedAssessors(assessors.data ?? [], values.schemeId, day);
  const options = (assessors.data ?? []).filter((assessor) => qualified.includes(assessor) || values.assessorIds.includes(assessor.accountId));
  const fee = Number(values.fee);

  async function submit() {
    const checked = schedulePayload(values);
    if (!checked.ok) return submission.refuse(checked.errors);
    const path = schedule ? `/jadwal-lsp/schedules/${schedule.id}` : '/jadwal-lsp/schedules';
    if (await submission.run(() => write(schedule ? 'put' : 'post', path, checked.body))) onClose();
  }

  return (
    <FormDialog
      open
      title={translate(schedule ? 'lspPages.schedules.edit' : 'lspPages.schedules.new')}
      submitLabel={translate('lspPages.actions.save')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
      maxWidth="md"
    >
      <TextField
        select
        label={translate('lspPages.schedule.scheme')}
        value={values.schemeId}
        onChange={(event) => set('schemeId', event.target.value)}
        required
        error={!!errors.schemeId}
        helperText={errors.schemeId}
      >
        {(schemes.data ?? []).map((scheme) => (
          <MenuItem key={scheme.id} value={scheme.id}>
            {scheme.code} · {format.text(scheme.title)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={translate('lspPages.schedule.testSite')}
        value={values.testSiteId}
        onChange={(event) => set('testSiteId', event.target.value)}
        required
        error={!!errors.testSiteId}
        helperText={errors.testSiteId}
      >
        {(sites.data ?? []).map((site) => (
          <MenuItem key={site.id} value={site.id}>
            {site.name}
          </MenuItem>
        ))}
      </TextField>
      {DATE_FIELDS.map((field) => (
        <TextField
          key={field}
          type="datetime-local"
          label={translate(`lspPages.schedule.${field}`)}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          required
          error={!!errors[field]}
          helperText={errors[field]}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <TextField
        type="number"
        label={translate('lspPages.schedule.quota')}
        value={values.quota}
        onChange={(event) => set('quota', event.target.value)}
        required
        error={!!errors.quota}
        helperText={errors.quota}
        slotProps={{ htmlInput: { min: 1, max: 10_000, step: 1 } }}
      />
      <TextField
        type="number"
        label={translate('lspPages.schedule.feeRupiah')}
        value={values.fee}
        onChange={(event) => set('fee', event.target.value)}
        required
        error={!!errors.fee}
        helperText={errors.fee ?? (fee > 0 ? formatIdr(fee) : translate('lspPages.schedule.free'))}
        slotProps={{ htmlInput: { min: 0, step: 1000 } }}
      />
      {fee > 0 && (
        <TextField
          select
          label={translate('lspPages.schedule.program')}
          value={values.programId}
          onChange={(event) => set('programId', event.target.value)}
          required
          error={!!errors.programId}
          helperText={errors.programId ?? translate('lspPages.schedule.programHelp')}
        >
          {(programs.data?.items ?? []).map((program) => (
            <MenuItem key={program.id} value={String(program.id)}>
              {program.title} · {formatIdr(program.total)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Autocomplete
        multiple
        options={options}
        value={options.filter((assessor) => values.assessorIds.includes(assessor.accountId))}
        onChange={(_event, chosen) =>
          set(
            'assessorIds',
            chosen.map((assessor) => assessor.accountId),
          )
        }
        getOptionLabel={(assessor) => `${assessor.name} (${assessor.metNumber})`}
        isOptionEqualToValue={(option, value) => option.accountId === value.accountId}
        noOptionsText={translate(values.schemeId ? 'lspPages.schedule.noQualified' : 'lspPages.schedule.schemeFirst')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('lspPages.schedule.assessors')}
            helperText={errors.assessorIds ?? translate('lspPages.schedule.assessorsHelp')}
            error={!!errors.assessorIds}
          />
        )}
      />
    </FormDialog>
  );
}
