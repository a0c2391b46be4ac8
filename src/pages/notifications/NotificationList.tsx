import { Box, Button, Chip, List, ListItem, ListItemButton, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { parseErrorMessage } from '@core/errors/parseError';
import type { NotificationItem } from '@core/notifications/contract';
import { sameSiteTarget } from '@core/rules/redirect';
import { useLiveNotifications } from '../../shared/LiveNotificationsContext';
import { useMember } from '../../shared/memberContext';
import { useGatewayQuery } from '../../shared/useGatewayQuery';
import { localizePath } from '@core/i18n/locales';
import { formatDateTime } from '@core/format/dates';

const PAGE_SIZE = 10;

/** The signed-in account's notifications, newest first: open one to read it (and follow its link), or read all. */
export function NotificationList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { locale } = useMember();
  const { state, live } = useLiveNotifications();
  const [pageIndex, setPageIndex] = useState(1);
  // A pushed notification changes the count; the list follows it (the page shown stays until the new one comes).
  const {
    data: page,
    error,
    errorUpdatedAt,
    refetch,
  } = useGatewayQuery(['cm', '/notification/list', pageIndex, PAGE_SIZE, state.totalUnread], () => live.list(pageIndex, PAGE_SIZE), {
    placeholderData: keepPreviousData,
  });
  const load = () => void refetch();
  // A failed read is told once, as a notification; the page shown (if any) stays.
  useEffect(() => {
    if (errorUpdatedAt) notify(parseErrorMessage(error), { type: 'error' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not per render
  }, [errorUpdatedAt]);

  const open = async (item: NotificationItem) => {
    try {
      if (!item.read) await live.markRead(item.id);
      // Only a page of this site, whatever was stored (the gateway refuses other links since the security test; rows written
      // before links were root-relative hold the site's own address), in the reader's language.
      const link = sameSiteTarget(item.link, window.location.origin);
      if (link) window.location.assign(localizePath(link, locale));
      else load();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    }
  };

  const readAll = async () => {
    try {
      await live.markAllRead();
      load();
    } catch (error) {
      notify(parseErrorMessage(error), { type: 'error' });
    }
  };

  if (!page) return null;
  const totalPages = Math.max(1, Math.ceil(page.totalItems / PAGE_SIZE));
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="p" variant="body2" role="status">
          {translate('notifications.bell', { count: state.totalUnread })}
        </Typography>
        <Button onClick={readAll} disabled={state.totalUnread === 0}>
          {translate('notifications.markAllRead')}
        </Button>
      </Stack>
      {page.items.length === 0 ? (
        <Typography>{translate('notifications.empty')}</Typography>
      ) : (
        <List aria-label={translate('notifications.title')}>
          {page.items.map((item) => (
            <ListItem key={item.id} disablePadding divider>
              <ListItemButton onClick={() => void open(item)}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography component="span" sx={{ fontWeight: item.read ? 400 : 700 }}>
                        {item.title[locale]}
                      </Typography>
                      {!item.read && <Chip size="small" color="primary" label={translate('notifications.unread')} />}
                    </Stack>
                  }
                  secondary={`${item.body[locale]} · ${formatDateTime(item.createdAt, locale)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {totalPages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={totalPages}
          page={pageIndex}
          onChange={(_event, value) => setPageIndex(value)}
          aria-label={translate('notifications.title')}
        />
      )}
    </Box>
  );
}
