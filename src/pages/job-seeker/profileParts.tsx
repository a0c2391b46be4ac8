import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Chip, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LANGUAGE_LEVELS, PROFILE_LIMITS } from '@core/jobs/profile';
import type { ExperienceEntry, LanguageEntry } from '@core/jobs/profile.contract';
import type { EducationDraft } from './profileDraft';

/** Field errors by path ('education.0.endYear'), already in the page's language. */
export type FieldErrors = Record<string, string>;

/** One part of the CV: a landmark named by its heading. */
export function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}

/** One row of a repeated list: a group named by its legend ("Education 2"), its fields, and its own Remove button. */
function Row({ legend, removeLabel, onRemove, children }: { legend: string; removeLabel: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, m: 0, mb: 2, minWidth: 0 }}>
      {/* The legend is the fieldset's first child: that is what names the group. */}
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
      <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove} sx={{ mt: 1 }}>
        {removeLabel}
      </Button>
    </Box>
  );
}

const replaceAt = <T,>(list: readonly T[], index: number, value: T) => list.map((entry, at) => (at === index ? value : entry));
const removeAt = <T,>(list: readonly T[], index: number) => list.filter((_entry, at) => at !== index);
const yearOf = (typed: string) => (typed === '' ? null : Number(typed.replace(/\D/g, '').slice(0, 4)));
const textProps = (max: number) => ({ htmlInput: { maxLength: max } });

interface ListProps<T> {
  value: T[];
  onChange: (value: T[]) => void;
  errors: FieldErrors;
}

export function EducationRows({ value, onChange, errors }: ListProps<EducationDraft>) {
  const translate = useTranslate();
  const id = useId();
  const set = (index: number, patch: Partial<EducationDraft>) => onChange(replaceAt(value, index, { ...value[index]!, ...patch }));
  const error = (index: number, field: string) => errors[`education.${index}.${field}`];
  return (
    <Section
      id={`${id}-education`}
      title={translate('jobProfile.sections.education')}
      actions={
        value.length < PROFILE_LIMITS.educationEntries && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => onChange([...value, { institution: '', degree: '', field: '', startYear: null, endYear: null }])}
          >
            {translate('jobProfile.education.add')}
          </Button>
        )
      }
    >
      {value.length === 0 && <Typography color="text.secondary">{translate('jobProfile.education.none')}</Typography>}
      {value.map((entry, index) => (
        <Row
          key={index}
          legend={translate('jobProfile.education.entry', { index: index + 1 })}
          removeLabel={translate('jobProfile.education.remove', { index: index + 1 })}
          onRemove={() => onChange(removeAt(value, index))}
        >
          <TextField
            label={translate('jobProfile.education.institution')}
            value={entry.institution}
            onChange={(event) => set(index, { institution: event.target.value })}
            required
            error={Boolean(error(index, 'institution'))}
            helperText={error(index, 'institution')}
            slotProps={textProps(PROFILE_LIMITS.entryText)}
          />
          <TextField
            label={translate('jobProfile.education.degree')}
            value={entry.degree}
            onChange={(event) => set(index, { degree: event.target.value })}
            required
            error={Boolean(error(index, 'degree'))}
            helperText={error(index, 'degree')}
            slotProps={textProps(PROFILE_LIMITS.entryText)}
          />
          <TextField
            label={translate('jobProfile.education.field')}
            value={entry.field}
            onChange={(event) => set(index, { field: event.target.value })}
            slotProps={textProps(PROFILE_LIMITS.entryText)}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label={translate('jobProfile.education.startYear')}
              value={entry.startYear ?? ''}
              onChange={(event) => set(index, { startYear: yearOf(event.target.value) })}
              required
              error={Boolean(error(index, 'startYear'))}
              helperText={error(index, 'startYear')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              fullWidth
            />
            <TextField
              label={translate('jobProfile.education.endYear')}
              value={entry.endYear ?? ''}
              onChange={(event) => set(index, { endYear: yearOf(event.target.value) })}
              error={Boolean(error(index, 'endYear'))}
              helperText={error(index, 'endYear') ?? translate('jobProfile.education.endYearHint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              fullWidth
            />
          </Stack>
        </Row>
      ))}
    </Section>
  );
}

export function ExperienceRows({ value, onChange, errors }: ListProps<ExperienceEntry>) {
  const translate = useTranslate();
  const id = useId();
  const set = (index: number, patch: Partial<ExperienceEntry>) => onChange(replaceAt(value, index, { ...value[index]!, ...patch }));
  const error = (index: number, field: string) => errors[`experience.${index}.${field}`];
  // A native month picker where the browser has one; elsewhere a text field that takes YYYY-MM.
  const month = { htmlInput: { placeholder: 'YYYY-MM', pattern: '[0-9]{4}-[0-9]{2}' }, inputLabel: { shrink: true } };
  return (
    <Section
      id={`${id}-experience`}
      title={translate('jobProfile.sections.experience')}
      actions={
        value.length < PROFILE_LIMITS.experienceEntries && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => onChange([...value, { company: '', title: '', startMonth: '', endMonth: null, description: '' }])}
          >
            {translate('jobProfile.experience.add')}
          </Button>
        )
      }
    >
      {value.length === 0 && <Typography color="text.secondary">{translate('jobProfile.experience.none')}</Typography>}
      {value.map((entry, index) => (
        <Row
          key={index}
          legend={translate('jobProfile.experience.entry', { index: index + 1 })}
          removeLabel={translate('jobProfile.experience.remove', { index: index + 1 })}
          onRemove={() => onChange(removeAt(value, index))}
        >
          <TextField
            label={translate('jobProfile.experience.title')}
            value={entry.title}
            onChange={(event) => set(index, { title: event.target.value })}
            required
            error={Boolean(error(index, 'title'))}
            helperText={error(index, 'title')}
            slotProps={textProps(PROFILE_LIMITS.entryText)}
          />
          <TextField
            label={translate('jobProfile.experience.company')}
            value={entry.company}
            onChange={(event) => set(index, { company: event.target.value })}
            required
            error={Boolean(error(index, 'company'))}
            helperText={error(index, 'company')}
            slotProps={textProps(PROFILE_LIMITS.entryText)}
          />
          <TextField
            type="month"
            label={translate('jobProfile.experience.startMonth')}
            value={entry.startMonth}
            onChange={(event) => set(index, { startMonth: event.target.value })}
            required
            error={Boolean(error(index, 'startMonth'))}
            helperText={error(index, 'startMonth')}
            slotProps={month}
          />
          <Box>
            {entry.endMonth !== null && (
              <TextField
                type="month"
                label={translate('jobProfile.experience.endMonth')}
                value={entry.endMonth}
                onChange={(event) => set(index, { endMonth: event.target.value })}
                error={Boolean(error(index, 'endMonth'))}
                helperText={error(index, 'endMonth')}
                slotProps={month}
                fullWidth
              />
            )}
            <FormControlLabel
              control={<Switch checked={entry.endMonth === null} onChange={(event) => set(index, { endMonth: event.target.checked ? null : '' })} />}
              label={translate('jobProfile.experience.current')}
            />
          </Box>
          <TextField
            label={translate('jobProfile.experience.description')}
            value={entry.description}
            onChange={(event) => set(index, { description: event.target.value })}
            multiline
            minRows={2}
            slotProps={textProps(PROFILE_LIMITS.description)}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Row>
      ))}
    </Section>
  );
}

export function LanguageRows({ value, onChange, errors }: ListProps<LanguageEntry>) {
  const translate = useTranslate();
  const id = useId();
  const set = (index: number, patch: Partial<LanguageEntry>) => onChange(replaceAt(value, index, { ...value[index]!, ...patch }));
  return (
    <Section
      id={`${id}-languages`}
      title={translate('jobProfile.sections.languages')}
      actions={
        value.length < PROFILE_LIMITS.languageEntries && (
          <Button startIcon={<AddIcon />} onClick={() => onChange([...value, { language: '', level: 'intermediate' }])}>
            {translate('jobProfile.languages.add')}
          </Button>
        )
      }
    >
      {value.length === 0 && <Typography color="text.secondary">{translate('jobProfile.languages.none')}</Typography>}
      {value.map((entry, index) => (
        <Row
          key={index}
          legend={translate('jobProfile.languages.entry', { index: index + 1 })}
          removeLabel={translate('jobProfile.languages.remove', { index: index + 1 })}
          onRemove={() => onChange(removeAt(value, index))}
        >
          <TextField
            label={translate('jobProfile.languages.language')}
            value={entry.language}
            onChange={(event) => set(index, { language: event.target.value })}
            required
            error={Boolean(errors[`languages.${index}.language`])}
            helperText={errors[`languages.${index}.language`]}
            slotProps={textProps(100)}
          />
          <TextField
            select
            label={translate('jobProfile.languages.level')}
            value={entry.level}
            onChange={(event) => set(index, { level: event.target.value as LanguageEntry['level'] })}
          >
            {LANGUAGE_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {translate(`jobProfile.levels.${level}`)}
              </MenuItem>
            ))}
          </TextField>
        </Row>
      ))}
    </Section>
  );
}

/** The skills as chips: typed one at a time (Enter or Add), each removable; the server keeps each once. */
export function SkillsField({ value, onChange, error }: { value: string[]; onChange: (skills: string[]) => void; error: string | undefined }) {
  const translate = useTranslate();
  const id = useId();
  const [typed, setTyped] = useState('');
  const full = value.length >= PROFILE_LIMITS.skills;
  function add() {
    const skill = typed.trim();
    if (!skill || full) return;
    if (!value.some((known) => known.toLocaleLowerCase() === skill.toLocaleLowerCase())) onChange([...value, skill]);
    setTyped('');
  }
  return (
    <Section id={`${id}-skills`} title={translate('jobProfile.sections.skills')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('jobProfile.skills.label')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter adds the skill instead of submitting the whole form.
            event.preventDefault();
            add();
          }}
          disabled={full}
          error={Boolean(error)}
          helperText={error ?? translate('jobProfile.skills.hint')}
          slotProps={textProps(PROFILE_LIMITS.skillLength)}
          fullWidth
        />
        <Button variant="outlined" onClick={add} disabled={full || !typed.trim()} sx={{ mt: 1 }}>
          {translate('jobProfile.skills.add')}
        </Button>
      </Stack>
      <Box
        component="ul"
        aria-label={translate('jobProfile.skills.listLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1.5 }}
      >
        {value.map((skill) => (
          <li key={skill}>
            {/* The chip is its own Remove button (click, Enter, Delete or Backspace), named for what it removes. */}
            <Chip
              label={skill}
              onClick={() => onChange(value.filter((known) => known !== skill))}
              onDelete={() => onChange(value.filter((known) => known !== skill))}
              aria-label={translate('jobProfile.skills.remove', { skill })}
            />
          </li>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" role="status">
        {translate('jobProfile.skills.count', { count: value.length })}
      </Typography>
    </Section>
  );
}
