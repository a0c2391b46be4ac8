import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { LspScheme } from '@core/certification/contract';
import { FormDialog } from './FormDialog';
import { LinesInput } from './LinesInput';
import { useLspWrite } from './lspApi';
import { emptyElement, emptyUnit, schemeFormValues, schemePayload, type SchemeFormValues, type UnitValues } from './lspRules';
import { useSubmission } from '../../shared/submission';

/** A scheme (skema), new or edited: its numbers and titles, its units with their elements and KUK, its requirements. */
export function SchemeForm({ scheme, onClose }: { scheme?: LspScheme; onClose: () => void }) {
  const translate = useTranslate();
  const write = useLspWrite();
  const submission = useSubmission('lspPages.validation.fix');
  const [values, setValues] = useState<SchemeFormValues>(() => schemeFormValues(scheme));
  const set = <K extends keyof SchemeFormValues>(field: K, value: SchemeFormValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const setUnit = (index: number, unit: UnitValues) =>
    set(
      'units',
      values.units.map((current, at) => (at === index ? unit : current)),
    );
  const errors = submission.fieldErrors;

  async function submit() {
    const checked = schemePayload(values);
    if (!checked.ok) return submission.refuse(checked.errors);
    const path = scheme ? `/jadwal-lsp/schemes/${scheme.id}` : '/jadwal-lsp/schemes';
    if (await submission.run(() => write(scheme ? 'put' : 'post', path, checked.body))) onClose();
  }

  const text = (field: 'code' | 'certificateCode' | 'titleId' | 'titleEn' | 'standard', maxLength: number, helper?: string) => (
    <TextField
      label={translate(`lspPages.scheme.${field}`)}
      value={values[field]}
      onChange={(event) => set(field, field === 'certificateCode' ? event.target.value.toUpperCase() : event.target.value)}
      required
      error={!!errors[field]}
      helperText={errors[field] ?? helper}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );

  return (
    <FormDialog
      open
      title={translate(scheme ? 'lspPages.schemes.edit' : 'lspPages.schemes.new')}
      submitLabel={translate('lspPages.actions.save')}
      pending={submission.pending}
      error={submission.error}
      onClose={onClose}
      onSubmit={() => void submit()}
      maxWidth="md"
    >
      {text('code', 80, translate('lspPages.scheme.codeHelp'))}
      {text('certificateCode', 10, translate('lspPages.scheme.certificateCodeHelp'))}
      {text('titleId', 200)}
      {text('titleEn', 200)}
      {text('standard', 120, translate('lspPages.scheme.standardHelp'))}
      <Divider />
      <Typography component="h3" variant="subtitle1">
        {translate('lspPages.scheme.units')}
      </Typography>
      {values.units.map((unit, u) => (
        <UnitInput
          key={u}
          index={u}
          unit={unit}
          errors={errors}
          onChange={(changed) => setUnit(u, changed)}
          onRemove={() =>
            set(
              'units',
              values.units.filter((_unit, at) => at !== u),
            )
          }
        />
      ))}
      {errors.units && <Typography color="error">{errors.units}</Typography>}
      <Box>
        <Button variant="outlined" onClick={() => set('units', [...values.units, emptyUnit()])}>
          {translate('lspPages.scheme.addUnit')}
        </Button>
      </Box>
      <Divider />
      <LinesInput
        legend={translate('lspPages.scheme.basicRequirements')}
        lineLabel={(index) => translate('lspPages.scheme.requirementN', { n: index + 1 })}
        lines={values.basicRequirements}
        onChange={(lines) => set('basicRequirements', lines)}
        addLabel={translate('lspPages.scheme.addRequirement')}
        maxLength={300}
      />
      <LinesInput
        legend={translate('lspPages.scheme.administrativeRequirements')}
        lineLabel={(index) => translate('lspPages.scheme.administrativeN', { n: index + 1 })}
        lines={values.administrativeRequirements}
        onChange={(lines) => set('administrativeRequirements', lines)}
        addLabel={translate('lspPages.scheme.addRequirement')}
        maxLength={300}
      />
    </FormDialog>
  );
}

/** One unit of competency: its code, title and standard, and its elements, each with its KUK. */
function UnitInput({
  index,
  unit,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  unit: UnitValues;
  errors: Record<string, string>;
  onChange: (unit: UnitValues) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const n = index + 1;
  const path = `units.${index}`;
  const field = (name: 'kode' | 'judul' | 'jenisStandar', maxLength: number) => (
    <TextField
      size="small"
      label={translate(`lspPages.scheme.unit.${name}`, { n })}
      value={unit[name]}
      onChange={(event) => onChange({ ...unit, [name]: event.target.value })}
      required
      error={!!errors[`${path}.${name}`]}
      helperText={errors[`${path}.${name}`]}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('lspPages.scheme.unitN', { n })}
      </Typography>
      <Stack spacing={2}>
        {field('kode', 40)}
        {field('judul', 300)}
        {field('jenisStandar', 80)}
        {unit.elemen.map((element, e) => (
          <Box key={e} sx={{ pl: { xs: 1, sm: 2 }, borderLeft: 3, borderColor: 'divider' }}>
            <Stack spacing={1}>
              <TextField
                size="small"
                label={translate('lspPages.scheme.elementN', { n: `${n}.${e + 1}` })}
                value={element.judul}
                onChange={(event) =>
                  onChange({ ...unit, elemen: unit.elemen.map((current, at) => (at === e ? { ...current, judul: event.target.value } : current)) })
                }
                required
                error={!!errors[`${path}.elemen.${e}.judul`]}
                helperText={errors[`${path}.elemen.${e}.judul`]}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              <LinesInput
                legend={translate('lspPages.scheme.kukOf', { n: `${n}.${e + 1}` })}
                lineLabel={(k) => translate('lspPages.scheme.kukN', { n: `${n}.${e + 1}.${k + 1}` })}
                lines={element.kuk}
                onChange={(kuk) => onChange({ ...unit, elemen: unit.elemen.map((current, at) => (at === e ? { ...current, kuk } : current)) })}
                addLabel={translate('lspPages.scheme.addKuk')}
                error={errors[`${path}.elemen.${e}.kuk`]}
                maxLength={500}
              />
              <Box>
                <Button size="small" color="error" onClick={() => onChange({ ...unit, elemen: unit.elemen.filter((_element, at) => at !== e) })}>
                  {translate('lspPages.scheme.removeElement', { n: `${n}.${e + 1}` })}
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
        {errors[`${path}.elemen`] && <Typography color="error">{errors[`${path}.elemen`]}</Typography>}
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button size="small" variant="outlined" onClick={() => onChange({ ...unit, elemen: [...unit.elemen, emptyElement()] })}>
            {translate('lspPages.scheme.addElement')}
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            {translate('lspPages.scheme.removeUnit', { n })}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
