import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { Autocomplete, Box, Button, CircularProgress, Paper, Popover, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import { Form, TextInput, useInput, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Envelope } from '@core/gateway/families';
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, mentionMarkdown } from '@core/learning/forum';
import { filledValues } from '../../shared/fields/formValues';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import type { Person } from './forumApi';
import { ForumMarkdown } from './ForumMarkdown';

interface ComposeFormProps {
  boardId: string;
  /** Shown for a new thread or a thread's edit; a reply has no title. */
  withTitle: boolean;
  initial?: { title: string; body: string };
  submitLabel: string;
  onSubmit: (value: { title: string; body: string }) => Promise<boolean>;
  /** Once the sent form has started again (no unsaved text to warn about): leaving the page for the new thread. */
  onSent?: () => void;
  onCancel?: () => void;
}

const EMPTY_COMPOSE = { title: '', body: '' };
const composeValues = (values: Record<string, unknown>) => filledValues(values, EMPTY_COMPOSE);

/**
 * Writing a thread, a reply or an edit: react-admin's form (a warning before leaving with unsaved text) with the
 * markdown and a preview tab, and the `@` picker (typing @ or the button) that inserts a mention of someone who sees
 * the board (packages/core/src/learning/forum.ts's mention form). Sent, it starts again from `initial` (empty for a
 * new thread or reply) by a new key.
 */
export function ComposeForm({ boardId, withTitle, initial, submitLabel, onSubmit, onSent, onCancel }: ComposeFormProps) {
  const [record] = useState(() => ({ title: initial?.title ?? '', body: initial?.body ?? '' }));
  const [round, setRound] = useState(0);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  useEffect(() => {
    if (round > 0) sent.current?.();
  }, [round]);

  const save = async (values: Record<string, unknown>) => {
    const { title, body } = composeValues(values);
    if (await onSubmit({ title, body })) setRound((count) => count + 1);
  };

  const validate = (values: Record<string, unknown>) => {
    const { title, body } = composeValues(values);
    const errors: Record<string, string> = {};
    if (withTitle && title.trim() === '') errors.title = 'ra.validation.required';
    if (body.trim() === '') errors.body = 'ra.validation.required';
    return errors;
  };

  return (
    <Form key={round} record={record} onSubmit={save} validate={validate} warnWhenUnsavedChanges noValidate>
      <ComposeFields boardId={boardId} withTitle={withTitle} submitLabel={submitLabel} onCancel={onCancel} />
    </Form>
  );
}

function ComposeFields({ boardId, withTitle, submitLabel, onCancel }: Pick<ComposeFormProps, 'boardId' | 'withTitle' | 'submitLabel' | 'onCancel'>) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const { isSubmitting } = useFormState();
  const title = (useWatch({ name: 'title' }) as string | null | undefined) ?? '';
  const body = (useWatch({ name: 'body' }) as string | null | undefined) ?? '';
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  /** Where the mention goes, and whether an @ the person typed is to be replaced by it. */
  const insertAt = useRef<{ position: number; typedAt: boolean }>({ position: 0, typedAt: false });
  const ids = { tabs: useId(), panel: useId() };

  // The search waits for a pause in typing, then asks the gateway (at least two letters).
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const peoplePath = `/forum/boards/${encodeURIComponent(boardId)}/people?q=${encodeURIComponent(query)}`;
  const found = useGatewayQuery(['main', peoplePath], async (client) => (await client.main.get<Envelope<Person[]>>(peoplePath)).data, {
    enabled: pickerOpen && query.length >= 2,
  });
  const people = query.length >= 2 ? (found.data ?? []) : [];
  const loadingPeople = found.isFetching;

  const openPicker = (position: number, typedAt: boolean) => {
    insertAt.current = { position, typedAt };
    setSearch('');
    setPickerOpen(true);
  };

  const insertMention = (person: Person) => {
    const { position, typedAt } = insertAt.current;
    const start = typedAt ? position - 1 : position;
    const mention = `${mentionMarkdown(person.id, person.name)} `;
    const text = (getValues('body') as string | null | undefined) ?? '';
    setValue('body', (text.slice(0, start) + mention + text.slice(position)).slice(0, MAX_BODY_LENGTH), { shouldDirty: true, shouldValidate: true });
    setPickerOpen(false);
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(start + mention.length, start + mention.length);
    });
  };

  const blank = body.trim() === '' || (withTitle && title.trim() === '');
  return (
    <Stack spacing={2}>
      {withTitle && (
        <TextInput
          source="title"
          label="calendarForum.forum.compose.titleLabel"
          isRequired
          fullWidth
          helperText={false}
          slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }}
        />
      )}
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, value: 'write' | 'preview') => setTab(value)}
          aria-label={translate('calendarForum.forum.compose.bodyLabel')}
          id={ids.tabs}
        >
          <Tab value="write" label={translate('calendarForum.forum.compose.write')} aria-controls={ids.panel} />
          <Tab value="preview" label={translate('calendarForum.forum.compose.preview')} aria-controls={ids.panel} />
        </Tabs>
        <Box id={ids.panel} role="tabpanel" sx={{ pt: 2 }}>
          {tab === 'write' ? (
            <BodyInput bodyRef={bodyRef} onTypedAt={(position) => openPicker(position, true)} />
          ) : (
            <Paper variant="outlined" sx={{ p: 2, minHeight: 120 }}>
              {body.trim() ? (
                <ForumMarkdown>{body}</ForumMarkdown>
              ) : (
                <Typography color="text.secondary">{translate('calendarForum.forum.compose.previewEmpty')}</Typography>
              )}
            </Paper>
          )}
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          ref={setAnchor}
          startIcon={<AlternateEmailIcon />}
          onClick={() => openPicker(bodyRef.current?.selectionStart ?? body.length, false)}
          disabled={tab !== 'write'}
        >
          {translate('calendarForum.forum.compose.mention')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {onCancel && <Button onClick={onCancel}>{translate('calendarForum.forum.compose.cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={blank || isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
      <Popover
        open={pickerOpen}
        anchorEl={anchor}
        onClose={() => setPickerOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 2, width: { xs: 280, sm: 360 } }}>
          <Autocomplete
            open
            options={people}
            loading={loadingPeople}
            filterOptions={(options) => options}
            getOptionLabel={(person) => person.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            noOptionsText={translate(
              search.trim().length < 2 ? 'calendarForum.forum.compose.mentionHint' : 'calendarForum.forum.compose.mentionNone',
            )}
            inputValue={search}
            onInputChange={(_event, value) => setSearch(value)}
            onChange={(_event, person) => person && insertMention(person)}
            slotProps={{ popper: { disablePortal: true } }}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={translate('calendarForum.forum.compose.mentionSearch')}
                slotProps={{
                  input: {
                    ...params.InputProps,
                    endAdornment: loadingPeople ? (
                      <CircularProgress size={18} aria-label={translate('ra.page.loading')} />
                    ) : (
                      params.InputProps.endAdornment
                    ),
                  },
                }}
              />
            )}
          />
          <Box sx={{ height: 220 }} />
        </Box>
      </Popover>
    </Stack>
  );
}

/**
 * The message's markdown as a react-admin input (`useInput`): its value, validation and field error are the form's;
 * an @ typed at the caret opens the mention picker there.
 */
function BodyInput({ bodyRef, onTypedAt }: { bodyRef: MutableRefObject<HTMLTextAreaElement | null>; onTypedAt: (position: number) => void }) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source: 'body', isRequired: true });
  const body = (field.value as string | null | undefined) ?? '';
  const error = fieldState.error?.message;
  const count = translate('calendarForum.forum.compose.count', { count: body.length, max: MAX_BODY_LENGTH });
  return (
    <TextField
      id={id}
      name={field.name}
      label={translate('calendarForum.forum.compose.bodyLabel')}
      value={body}
      inputRef={(element: HTMLTextAreaElement | null) => {
        bodyRef.current = element;
        field.ref(element);
      }}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = event.target.value;
        const typed = next.length === body.length + 1 && next[(event.target.selectionStart ?? 1) - 1] === '@';
        field.onChange(next);
        if (typed) onTypedAt(event.target.selectionStart ?? next.length);
      }}
      multiline
      minRows={5}
      fullWidth
      required
      error={fieldState.invalid}
      slotProps={{ htmlInput: { maxLength: MAX_BODY_LENGTH } }}
      helperText={`${error ? translate(error, { _: error }) : translate('calendarForum.forum.compose.bodyHelp')} ${count}`}
    />
  );
}
