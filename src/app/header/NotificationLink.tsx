import NotificationsIcon from '@mui/icons-material/Notifications';
import { IconButton, Tooltip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { areaPath } from '../../shared/areaContext';
import { useMember } from '../../shared/memberContext';
import { useOptionalLiveNotifications } from '../../shared/LiveNotificationsContext';
import { UnreadBadge } from '../notifications/UnreadBadge';

/**
 * SPEC 2's header link to /member/notification, which every role may open whatever its own area. With the live
 * connection (SPEC 4) the bell carries the unread count, in its badge and in its accessible name.
 */
export function NotificationLink() {
  const translate = useTranslate();
  const { locale } = useMember();
  const live = useOptionalLiveNotifications();
  const label = live ? translate('notifications.bell', { count: live.state.totalUnread }) : translate('memberArea.notifications');
  const icon = <NotificationsIcon />;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={LinkBase} to={areaPath('member', locale, 'notification')} aria-label={label}>
        {live ? <UnreadBadge state={live.state}>{icon}</UnreadBadge> : icon}
      </IconButton>
    </Tooltip>
  );
}
