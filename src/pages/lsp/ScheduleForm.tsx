import { Autocomplete, TextField } from '@mui/material';
import { SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AssessorView, LspScheme, ScheduleView, TestSite } from '@core/certification/contract';
import type { ProgramPage } from '@core/catalogue/contract';
import { formatIdr } from '@core/format/currency';
import type { Envelope } from '@core/gateway/families';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { RecordFormDialog } from './RecordFormDialog';
import { useCertificationRead } from '../../shared/certification/certificationApi';
import { filledValues } from '../../shared/fields/formValues';
import { useLspWrite } from './lspApi';
import { useCertificationFormat } from '../../shared/certification/useCertificationFormat';
import { qualifiedAssessors, scheduleFormValues, schedulePayload, todayOf } from './lspRules';

/** The catalogue's certification programs (group 2, sub-program 6), one page of up to 100: a paid schedule names one. */
const PROGRAMS_PATH = '/public-site/get-program?groupProgram=2&subProgramId=6&pageIndex=1&pageSize=100';

const DATE_FIELDS = ['registrationOpensAt', 'registrationClosesAt', 'startsAt', 'endsAt'] as const;

const EMPTY_SCHEDULE = scheduleFormValues();

const formValues = (raw: Record<string, unknown>) => filledValues(raw, EMPTY_SCHEDULE);

function validateSchedule(raw: Record<string, unknown>) {
  const checked = schedulePayload(formValues(raw));
  return checked.ok ? {} : checked.errors;
}

/** A new schedule, or one edited: scheme, TUK, dates, quota, fee (and its catalogue program) and assessors. */
export function ScheduleForm({ schedule, onClose }: { schedule?: ScheduleView; onClose: () => void }) {
  const translate = useTranslate();
  const format = useCertificationFormat();
  const write = useLspWrite();
  const schemes = useCertificationRead<LspScheme[]>('/jadwal-lsp/schemes');
  const sites = useCertificationRead<TestSite[]>('/jadwal-lsp/test-sites');

  function send(raw: Record<string, unknown>) {
    const checked = schedulePayload(formValues(raw));
    // validate has refused such values already: the form does not send them.
    if (!checked.ok) return Promise.reject(new Error(translate('lspPages.validation.fix')));
    return schedule ? write('put', `/jadwal-lsp/schedules/${schedule.id}`, checked.body) : write('post', '/jadwal-lsp/schedules', checked.body);
  }

  return (
    <RecordFormDialog
      title={translate(schedule ? 'lspPages.schedules.edit' : 'lspPages.schedules.new')}
      submitLabel="lspPages.actions.save"
      record={scheduleFormValues(schedule)}
      validate={validateSchedule}
      send={send}
      onClose={onClose}
      maxWidth="md"
    >
      <SelectInput
        source="schemeId"
        label="lspPages.schedule.scheme"
        choices={(schemes.data ?? []).map((scheme) => ({ id: scheme.id, name: `${scheme.code} · ${format.text(scheme.title)}` }))}
        translateChoice={false}
        isPending={schemes.isPending}
        isRequired
        emptyText=""
        helperText={false}
      />
      <SelectInput
        source="testSiteId"
        label="lspPages.schedule.testSite"
        choices={(sites.data ?? []).map((site) => ({ id: site.id, name: site.name }))}
        translateChoice={false}
        isPending={sites.isPending}
        isRequired
        emptyText=""
        helperText={false}
      />
      {DATE_FIELDS.map((field) => (
        <TextInput
          key={field}
          source={field}
          type="datetime-local"
          label={`lspPages.schedule.${field}`}
          isRequired
          helperText={false}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <TextInput
        source="quota"
        type="number"
        label="lspPages.schedule.quota"
        isRequired
        helperText={false}
        slotProps={{ htmlInput: { min: 1, max: 10_000, step: 1 } }}
      />
      <FeeInputs />
      <AssessorsInput />
    </RecordFormDialog>
  );
}

/** The fee in rupiah (shown formatted, or "free") and, for a paid schedule, the catalogue program the asesi pays through. */
function FeeInputs() {
  const translate = useTranslate();
  const fee = Number((useWatch({ name: 'fee' }) as string | null) ?? '');
  const programs = useGatewayQuery(['main', PROGRAMS_PATH], async (gateway) => (await gateway.main.get<Envelope<ProgramPage>>(PROGRAMS_PATH)).data);
  return (
    <>
      <TextInput
        source="fee"
        type="number"
        label="lspPages.schedule.feeRupiah"
        isRequired
        helperText={fee > 0 ? formatIdr(fee) : translate('lspPages.schedule.free')}
        slotProps={{ htmlInput: { min: 0, step: 1000 } }}
      />
      {fee > 0 && (
        <SelectInput
          source="programId"
          label="lspPages.schedule.program"
          choices={(programs.data?.items ?? []).map((program) => ({
            id: String(program.id),
            name: `${program.title} · ${formatIdr(program.total)}`,
          }))}
          translateChoice={false}
          isPending={programs.isPending}
          isRequired
          emptyText=""
          helperText="lspPages.schedule.programHelp"
        />
      )}
    </>
  );
}

/** The schedule's assessors: those qualified for the scheme on the assessment's day (today until a date is set), and those already chosen. */
function AssessorsInput() {
  const translate = useTranslate();
  const assessors = useCertificationRead<AssessorView[]>('/jadwal-lsp/assessors');
  const schemeId = (useWatch({ name: 'schemeId' }) as string | null) ?? '';
  const startsAt = (useWatch({ name: 'startsAt' }) as string | null) ?? '';
  const { field, fieldState } = useInput({ source: 'assessorIds' });
  const assessorIds = (field.value as string[] | null) ?? [];
  const day = startsAt ? startsAt.slice(0, 10) : todayOf(new Date());
  const qualified = qualifiedAssessors(assessors.data ?? [], schemeId, day);
  const options = (assessors.data ?? []).filter((assessor) => qualified.includes(assessor) || assessorIds.includes(assessor.accountId));
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={options}
      value={options.filter((assessor) => assessorIds.includes(assessor.accountId))}
      onChange={(_event, chosen) => field.onChange(chosen.map((assessor) => assessor.accountId))}
      onBlur={field.onBlur}
      getOptionLabel={(assessor) => `${assessor.name} (${assessor.metNumber})`}
      isOptionEqualToValue={(option, value) => option.accountId === value.accountId}
      noOptionsText={translate(schemeId ? 'lspPages.schedule.noQualified' : 'lspPages.schedule.schemeFirst')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('lspPages.schedule.assessors')}
          helperText={error ? translate(error, { _: error }) : translate('lspPages.schedule.assessorsHelp')}
          error={fieldState.invalid}
        />
      )}
    />
  );
}
