import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import { Autocomplete, Box, Button, CircularProgress, Paper, Popover, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Envelope } from '@core/gateway/families';
import { MAX_BODY_LENGTH, MAX_TITLE_LENGTH, mentionMarkdown } from '@core/learning/forum';
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
  onCancel?: () => void;
}

/**
 * Writing a thread, a reply or an edit: the markdown with a preview tab, and the `@` picker (typing @ or the button)
 * that inserts a mention of someone who sees the board (packages/core/src/learning/forum.ts's mention form).
 */
export function ComposeForm({ boardId, withTitle, initial, submitLabel, onSubmit, onCancel }: ComposeFormProps) {
  const translate = useTranslate();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [sending, setSending] = useState(false);
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

  const openPicker = (typedAt: boolean) => {
    const position = bodyRef.current?.selectionStart ?? body.length;
    insertAt.current = { position, typedAt };
    setSearch('');
    setPickerOpen(true);
  };

  const insertMention = (person: Person) => {
    const { position, typedAt } = insertAt.current;
    const start = typedAt ? position - 1 : position;
    const mention = `${mentionMarkdown(person.id, person.name)} `;
    setBody((text) => (text.slice(0, start) + mention + text.slice(position)).slice(0, MAX_BODY_LENGTH));
    setPickerOpen(false);
    requestAnimationFrame(() => {
      bodyRef.current?.focus();
      bodyRef.current?.setSelectionRange(start + mention.length, start + mention.length);
    });
  };

  const submit = async () => {
    setSending(true);
    try {
      if (await onSubmit({ title, body })) {
        setTitle('');
        setBody('');
        setTab('write');
      }
    } finally {
      setSending(false);
    }
  };

  const blank = body.trim() === '' || (withTitle && title.trim() === '');
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      {withTitle && (
        <TextField
          label={translate('calendarForum.forum.compose.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          fullWidth
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
            <TextField
              label={translate('calendarForum.forum.compose.bodyLabel')}
              value={body}
              inputRef={bodyRef}
              onChange={(event) => {
                const next = event.target.value;
                const typed = next.length === body.length + 1 && next[(event.target.selectionStart ?? 1) - 1] === '@';
                setBody(next);
                if (typed) {
                  insertAt.current = { position: event.target.selectionStart ?? next.length, typedAt: true };
                  setSearch('');
                  setPickerOpen(true);
                }
              }}
              multiline
              minRows={5}
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: MAX_BODY_LENGTH } }}
              helperText={`${translate('calendarForum.forum.compose.bodyHelp')} ${translate('calendarForum.forum.compose.count', { count: body.length, max: MAX_BODY_LENGTH })}`}
            />
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
        <Button ref={setAnchor} startIcon={<AlternateEmailIcon />} onClick={() => openPicker(false)} disabled={tab !== 'write'}>
          {translate('calendarForum.forum.compose.mention')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {onCancel && <Button onClick={onCancel}>{translate('calendarForum.forum.compose.cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={blank || sending}>
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
