import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Loading, useBasename, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { EMPLOYMENT_TYPES, JOB_FIELDS, WORK_MODES } from '@core/jobs/search';
import type { EmployerVacancyView } from '@core/jobs/types';
import { fetchLocationLookup } from '@core/locations/api';
import { lookupPath } from '@core/locations/areas';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useEmployerRead, useEmployerWrite } from './employerApi';
import { useSubmission } from '../../shared/submission';
import { EMPTY_VACANCY_FORM, formFromVacancy, VACANCY_BASE_PATH, vacancyBodyOf, validateVacancyForm, type VacancyFormValues } from './vacancyRules';

/** /employer/job-vacancy/new (or /{id} to edit): the vacancy's form; saved, back to the grid with the notice. */
export function VacancyForm({ id }: { id?: string }) {
  const translate = useTranslate();
  const vacancy = useEmployerRead<EmployerVacancyView>(`${VACANCY_BASE_PATH}/${encodeURIComponent(id ?? '')}`, { enabled: id !== undefined });
  if (id === undefined) return <VacancyFields initial={EMPTY_VACANCY_FORM} />;
  if (vacancy.isPending) return <Loading />;
  if (vacancy.isError) return <Alert severity="error">{parseErrorMessage(vacancy.error) || translate('employerPages.form.notFound')}</Alert>;
  return <VacancyFields id={id} initial={formFromVacancy(vacancy.data)} />;
}

function VacancyFields({ id, initial }: { id?: string; initial: VacancyFormValues }) {
  const translate = useTranslate();
  const base = useBasename();
  const navigate = useNavigate();
  const write = useEmployerWrite();
  const sending = useSubmission('employerPages.validation.fix');
  const [values, setValues] = useState<VacancyFormValues>(initial);
  const provinces = useGatewayQuery(['md', lookupPath('province')], (gateway) => fetchLocationLookup(gateway, 'province'), { staleTime: Infinity });
  const regencies = useGatewayQuery(
    ['md', lookupPath('regency', values.provinceCode)],
    (gateway) => fetchLocationLookup(gateway, 'regency', values.provinceCode),
    { enabled: values.provinceCode !== '', staleTime: Infinity },
  );
  const set =
    <K extends keyof VacancyFormValues>(name: K) =>
    (value: VacancyFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value, ...(name === 'provinceCode' ? { regencyCode: '' } : {}) }));
  const error = (name: keyof VacancyFormValues) => sending.fieldErrors[name];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateVacancyForm(values);
    if (Object.keys(errors).length > 0) return sending.refuse(errors as Record<string, string>);
    const body = vacancyBodyOf(values);
    const saved = await sending.run(() => (id ? write('put', `${VACANCY_BASE_PATH}/${id}`, body) : write('post', VACANCY_BASE_PATH, body)));
    if (saved) await navigate(`${base}/job-vacancy`);
  }

  const text = (name: 'title' | 'description' | 'requirements', multiline = false, required = false) => (
    <TextField
      id={`vacancy-${name}`}
      label={translate(`employerPages.form.${name}`)}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      required={required}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      error={!!error(name)}
      helperText={error(name)}
      slotProps={{ htmlInput: { maxLength: name === 'title' ? 200 : 20_000 } }}
    />
  );
  const select = (
    name: 'provinceCode' | 'regencyCode' | 'employmentType' | 'workMode' | 'field',
    label: string,
    options: { value: string; label: string }[],
    disabled = false,
    hint?: string,
  ) => (
    <TextField
      select
      id={`vacancy-${name}`}
      label={label}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value as never)}
      disabled={disabled}
      error={!!error(name)}
      helperText={error(name) ?? hint}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const number = (name: 'salaryMin' | 'salaryMax' | 'quota', hint?: string) => (
    <TextField
      id={`vacancy-${name}`}
      type="number"
      label={translate(`employerPages.form.${name}`)}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      required={name === 'quota'}
      error={!!error(name)}
      helperText={error(name) ?? hint}
      slotProps={{
        htmlInput: { min: name === 'quota' ? 1 : 0, step: name === 'quota' ? 1 : 100_000, inputMode: 'numeric' },
        inputLabel: { shrink: true },
      }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="vacancy-form-heading" sx={{ maxWidth: 760 }}>
      <Typography id="vacancy-form-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(id ? 'employerPages.form.editTitle' : 'employerPages.form.createTitle')}
      </Typography>
      <Stack spacing={2}>
        {text('title', false, true)}
        {text('description', true)}
        {text('requirements', true)}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {select('provinceCode', translate('employerPages.form.province'), [
            { value: '', label: translate('employerPages.form.anyProvince') },
            ...(provinces.data ?? []).map((item) => ({ value: item.value, label: item.text })),
          ])}
          {/* Left enabled: a disabled field's grey hint is too faint to read; until a province is chosen it offers only "Not stated". */}
          {select(
            'regencyCode',
            translate('employerPages.form.regency'),
            [
              { value: '', label: translate('employerPages.form.anyRegency') },
              ...(values.provinceCode ? (regencies.data ?? []) : []).map((item) => ({ value: item.value, label: item.text })),
            ],
            false,
            values.provinceCode === '' ? translate('employerPages.form.chooseProvinceFirst') : undefined,
          )}
          {select(
            'employmentType',
            translate('employerPages.form.employmentType'),
            EMPLOYMENT_TYPES.map((type) => ({ value: type, label: translate(`jobPages.employmentTypes.${type}`) })),
          )}
          {select(
            'workMode',
            translate('employerPages.form.workMode'),
            WORK_MODES.map((mode) => ({ value: mode, label: translate(`jobPages.workModes.${mode}`) })),
          )}
          {select(
            'field',
            translate('jobPages.field'),
            JOB_FIELDS.map((field) => ({ value: field, label: translate(`jobPages.fields.${field}`) })),
          )}
          {number('salaryMin', translate('employerPages.form.salaryHint'))}
          {number('salaryMax', translate('employerPages.form.salaryHint'))}
        </Box>
        <FormControlLabel
          control={<Checkbox id="vacancy-showSalary" checked={values.showSalary} onChange={(event) => set('showSalary')(event.target.checked)} />}
          label={translate('employerPages.form.showSalary')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {number('quota')}
          <TextField
            id="vacancy-closesOn"
            type="date"
            label={translate('employerPages.form.closesOn')}
            value={values.closesOn}
            onChange={(event) => set('closesOn')(event.target.value)}
            error={!!error('closesOn')}
            helperText={error('closesOn') ?? translate('employerPages.form.closesOnHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        {sending.error && (
          <Alert severity="error" role="alert">
            {sending.error}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={sending.pending}>
            {translate(sending.pending ? 'employerPages.form.saving' : 'employerPages.form.save')}
          </Button>
          <Button component={Link} to={`${base}/job-vacancy`}>
            {translate('employerPages.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
