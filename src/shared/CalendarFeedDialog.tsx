import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { Envelope } from '@core/gateway/families';
import { useMember } from './memberContext';
import { useGatewayQuery } from './useGatewayQuery';
import { formatDateTime } from '@core/format/dates';

const FEED_PATH = '/calendar/feed';

/**
 * The .ics subscription (server/src/features/learning/calendar/memberRoutes.ts): whether the person has an address, and a
 * button that makes one (a new one ends the old). The secret is shown only right after it is made, with a copy button.
 */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { gateway, locale } = useMember();
  const titleId = useId();
  const state = useGatewayQuery(
    ['main', FEED_PATH],
    async (client) => (await client.main.get<Envelope<{ createdAt: string | null }>>(FEED_PATH)).data,
    {
      enabled: open,
    },
  );
  const [url, setUrl] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  const make = async () => {
    setMaking(true);
    try {
      const answer = await gateway.main.post<Envelope<{ url: string; createdAt: string }>>(FEED_PATH);
      setUrl(answer.data.url);
      notify(answer.message, { type: 'success' });
      void state.refetch();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    } finally {
      setMaking(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify(translate('calendarForum.calendar.feed.copied'), { type: 'info' });
    } catch {
      notify(translate('calendarForum.calendar.feed.copyFailed'), { type: 'warning' });
    }
  };

  const createdAt = state.data?.createdAt ?? null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('calendarForum.calendar.feed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('calendarForum.calendar.feed.intro')}</DialogContentText>
        {state.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
        {state.isError && <Alert severity="error">{parseErrorMessage(state.error)}</Alert>}
        {!url && state.data && (
          <Alert severity={createdAt ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {createdAt
              ? translate('calendarForum.calendar.feed.active', {
                  date: formatDateTime(createdAt, locale),
                })
              : translate('calendarForum.calendar.feed.none')}
          </Alert>
        )}
        {url && (
          <TextField
            label={translate('calendarForum.calendar.feed.address')}
            value={url}
            fullWidth
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { readOnly: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={translate('calendarForum.calendar.feed.copy')}>
                      <IconButton onClick={() => void copy()} aria-label={translate('calendarForum.calendar.feed.copy')} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {createdAt && !url && (
          <DialogContentText variant="body2" color="warning.main">
            {translate('calendarForum.calendar.feed.renewWarning')}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('calendarForum.calendar.feed.close')}</Button>
        <Button variant="contained" onClick={() => void make()} disabled={making || state.isPending}>
          {translate(createdAt ? 'calendarForum.calendar.feed.renew' : 'calendarForum.calendar.feed.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
