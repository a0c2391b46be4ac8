import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import {
  MAX_CLASS_CAPACITY,
  MAX_CLASS_NAME,
  validateCourseClass,
  type ClassTrainerOption,
  type CourseClassField,
  type CourseClassInput,
  type StudioClass,
} from '@core/learning/courseClasses';
import { useMember } from '../../shared/memberContext';
import { fieldErrorsOf } from '../../shared/submission';
import { classesPath } from './studioApi';

/** The database's default share of a class's trainer (0021_learning.sql fee_rate 0.3). */
const DEFAULT_FEE_PERCENT = '30';

interface ClassForm {
  name: string;
  trainerAccountId: string;
  startsOn: string;
  endsOn: string;
  capacity: string;
  feeRate: string;
}

const formOf = (item: StudioClass | null, trainers: readonly ClassTrainerOption[]): ClassForm =>
  item
    ? {
        name: item.name,
        // A trainer who has left the provider is no longer offered: the form asks for another.
        trainerAccountId: trainers.some((trainer) => trainer.value === item.trainerAccountId) ? item.trainerAccountId : '',
        startsOn: item.startsOn,
        endsOn: item.endsOn,
        capacity: item.capacity === null ? '' : String(item.capacity),
        feeRate: String(item.feeRate),
      }
    : { name: '', trainerAccountId: trainers[0]?.value ?? '', startsOn: '', endsOn: '', capacity: '', feeRate: DEFAULT_FEE_PERCENT };

/** The form as the gateway reads it: an empty capacity is no limit; an empty or odd number stays invalid (NaN). */
const inputOf = (form: ClassForm): CourseClassInput => ({
  name: form.name.trim(),
  trainerAccountId: form.trainerAccountId,
  startsOn: form.startsOn,
  endsOn: form.endsOn,
  capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
  feeRate: form.feeRate.trim() === '' ? Number.NaN : Number(form.feeRate.replace(',', '.')),
});

interface ClassDialogProps {
  courseId: string;
  /** The class being changed; null for a new one. */
  item: StudioClass | null;
  trainers: readonly ClassTrainerOption[];
  fullScreen: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** A class's form in a dialog (full screen on a phone): the shared rules first, then the gateway's field errors. */
export function ClassDialog({ courseId, item, trainers, fullScreen, onClose, onSaved }: ClassDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway } = useMember();
  const titleId = useId();
  const [form, setForm] = useState<ClassForm>(() => formOf(item, trainers));
  const [errors, setErrors] = useState<Partial<Record<CourseClassField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit to the course editor's own form: it stops here.
    event.stopPropagation();
    setFailure(null);
    const input = inputOf(form);
    const problems = Object.entries(validateCourseClass(input, item?.learnerCount ?? 0));
    setErrors(Object.fromEntries(problems.map(([field, key]) => [field, translate(key)])));
    if (problems.length) return;
    setPending(true);
    try {
      const answer = item
        ? await gateway.main.put<Envelope<StudioClass>>(`${classesPath(courseId)}/${encodeURIComponent(item.id)}`, input)
        : await gateway.main.post<Envelope<StudioClass>>(classesPath(courseId), input);
      notify(answer.message, { type: 'success' });
      onSaved();
    } catch (error) {
      setFailure(parseErrorMessage(error));
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setPending(false);
    }
  }

  const field = (name: keyof ClassForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    disabled: pending,
  });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{translate(item ? 'studio.classes.editTitle' : 'studio.classes.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={translate('studio.classes.name')}
              required
              {...field('name')}
              slotProps={{ htmlInput: { maxLength: MAX_CLASS_NAME } }}
            />
            <TextField
              select
              label={translate('studio.classes.trainer')}
              required
              {...field('trainerAccountId')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {form.trainerAccountId === '' && <option value="" disabled />}
              {trainers.map((trainer) => (
                <option key={trainer.value} value={trainer.value}>
                  {trainer.text}
                </option>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={translate('studio.classes.startsOn')}
                type="date"
                required
                {...field('startsOn')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label={translate('studio.classes.endsOn')}
                type="date"
                required
                {...field('endsOn')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.startsOn || undefined } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={translate('studio.classes.capacity')}
                type="number"
                {...field('capacity')}
                helperText={errors.capacity ?? translate('studio.classes.capacityHelp')}
                slotProps={{ htmlInput: { min: 1, max: MAX_CLASS_CAPACITY, step: 1, inputMode: 'numeric' } }}
              />
              <TextField
                label={translate('studio.classes.feeRate')}
                type="number"
                required
                {...field('feeRate')}
                helperText={errors.feeRate ?? translate('studio.classes.feeRateHelp')}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01, inputMode: 'decimal' } }}
              />
            </Stack>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('studio.classes.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(pending ? 'studio.classes.saving' : 'studio.classes.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Asks before a class goes (with its sessions); the gateway keeps a class that has learners (409, shown by the list). */
export function DeleteClassDialog({
  item,
  onCancel,
  onConfirm,
}: {
  item: StudioClass | null;
  onCancel: () => void;
  onConfirm: (item: StudioClass) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('studio.classes.remove')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('studio.classes.removeConfirm', { name: item?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('studio.classes.cancel')}</Button>
        <Button color="error" onClick={() => item && onConfirm(item)}>
          {translate('studio.classes.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
