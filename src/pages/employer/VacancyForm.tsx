import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { BooleanInput, DateInput, Form, Loading, SaveButton, TextInput, useBasename, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { parseErrorMessage } from '@core/errors/parseError';
import { EMPLOYMENT_TYPES, JOB_FIELDS, WORK_MODES } from '@core/jobs/search';
import type { EmployerVacancyView } from '@core/jobs/contract';
import { fetchLocationLookup } from '@client/locations/api';
import { lookupPath } from '@core/locations/areas';
import { filledValues } from '../../shared/fields/formValues';
import { NativeSelectInput } from '../../shared/fields/NativeSelectInput';
import { fieldErrorsOf } from '../../shared/submission';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { useEmployerRead, useEmployerWrite } from './employerApi';
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

const formValues = (values: Record<string, unknown>) => filledValues(values, EMPTY_VACANCY_FORM);

/**
 * react-admin's form: the page's own checks (the gateway's rules, vacancyRules.ts) before sending, the gateway's field
 * errors at their fields after, and a warning before leaving with unsaved changes.
 */
function VacancyFields({ id, initial }: { id?: string; initial: VacancyFormValues }) {
  // The stored vacancy as the form first showed it: a refetch of the same vacancy does not reset what is typed.
  const [record] = useState(initial);
  const translate = useTranslate();
  const notify = useNotify();
  const base = useBasename();
  const navigate = useNavigate();
  const write = useEmployerWrite();
  const [saved, setSaved] = useState(false);
  // Back to the grid once the saved form has rendered: the unsaved-changes warning is off by then.
  useEffect(() => {
    if (saved) void navigate(`${base}/job-vacancy`);
  }, [saved, navigate, base]);

  async function save(values: Record<string, unknown>) {
    const body = vacancyBodyOf(formValues(values));
    try {
      const answer = await (id ? write('put', `${VACANCY_BASE_PATH}/${id}`, body) : write('post', VACANCY_BASE_PATH, body));
      notify(answer.message, { type: 'success' });
      setSaved(true);
      return undefined;
    } catch (failure) {
      notify(parseErrorMessage(failure), { type: 'error' });
      return fieldErrorsOf(failure);
    }
  }

  return (
    <Box component="section" aria-labelledby="vacancy-form-heading" sx={{ maxWidth: 760 }}>
      <Typography id="vacancy-form-heading" component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate(id ? 'employerPages.form.editTitle' : 'employerPages.form.createTitle')}
      </Typography>
      <Form record={record} onSubmit={save} validate={(values) => validateVacancyForm(formValues(values))} warnWhenUnsavedChanges={!saved} noValidate>
        <Stack spacing={1}>
          <TextInput source="title" label="employerPages.form.title" isRequired slotProps={{ htmlInput: { maxLength: 200 } }} fullWidth />
          <TextInput source="description" label="employerPages.form.description" multiline minRows={4} fullWidth />
          <TextInput source="requirements" label="employerPages.form.requirements" multiline minRows={4} fullWidth />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <PlaceInputs />
            <NativeSelectInput
              source="employmentType"
              label="employerPages.form.employmentType"
              options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: translate(`jobPages.employmentTypes.${type}`) }))}
            />
            <NativeSelectInput
              source="workMode"
              label="employerPages.form.workMode"
              options={WORK_MODES.map((mode) => ({ value: mode, label: translate(`jobPages.workModes.${mode}`) }))}
            />
            <NativeSelectInput
              source="field"
              label="jobPages.field"
              options={JOB_FIELDS.map((field) => ({ value: field, label: translate(`jobPages.fields.${field}`) }))}
            />
            <Box />
            <AmountInput source="salaryMin" />
            <AmountInput source="salaryMax" />
          </Box>
          <BooleanInput source="showSalary" label="employerPages.form.showSalary" />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput
              source="quota"
              type="number"
              label="employerPages.form.quota"
              isRequired
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
            <DateInput source="closesOn" label="employerPages.form.closesOn" helperText="employerPages.form.closesOnHint" />
          </Box>
          <Stack direction="row" spacing={2}>
            <SaveButton label="employerPages.form.save" alwaysEnable />
            <Button component={Link} to={`${base}/job-vacancy`}>
              {translate('employerPages.form.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Box>
  );
}

/** A monthly salary in rupiah, in steps of Rp 100.000. */
function AmountInput({ source }: { source: 'salaryMin' | 'salaryMax' }) {
  return (
    <TextInput
      source={source}
      type="number"
      label={`employerPages.form.${source}`}
      helperText="employerPages.form.salaryHint"
      slotProps={{ htmlInput: { min: 0, step: 100_000, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
    />
  );
}

/** The province, then the regency or city among the chosen province's (an emptied province empties the regency). */
function PlaceInputs() {
  const translate = useTranslate();
  const provinceCode = (useWatch({ name: 'provinceCode' }) as string | null) ?? '';
  const { setValue } = useFormContext();
  const shownProvince = useRef(provinceCode);
  useEffect(() => {
    if (shownProvince.current === provinceCode) return;
    shownProvince.current = provinceCode;
    setValue('regencyCode', '', { shouldDirty: true });
  }, [provinceCode, setValue]);
  const provinces = useGatewayQuery(['md', lookupPath('province')], (gateway) => fetchLocationLookup(gateway, 'province'), { staleTime: Infinity });
  const regencies = useGatewayQuery(['md', lookupPath('regency', provinceCode)], (gateway) => fetchLocationLookup(gateway, 'regency', provinceCode), {
    enabled: provinceCode !== '',
    staleTime: Infinity,
  });
  return (
    <>
      <NativeSelectInput
        source="provinceCode"
        label="employerPages.form.province"
        options={[
          { value: '', label: translate('employerPages.form.anyProvince') },
          ...(provinces.data ?? []).map((item) => ({ value: item.value, label: item.text })),
        ]}
      />
      {/* Left enabled: a disabled field's grey hint is too faint to read; until a province is chosen it offers only "Not stated". */}
      <NativeSelectInput
        source="regencyCode"
        label="employerPages.form.regency"
        hint={provinceCode === '' ? 'employerPages.form.chooseProvinceFirst' : undefined}
        options={[
          { value: '', label: translate('employerPages.form.anyRegency') },
          ...(provinceCode ? (regencies.data ?? []) : []).map((item) => ({ value: item.value, label: item.text })),
        ]}
      />
    </>
  );
}
