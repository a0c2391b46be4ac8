import NotificationsIcon from '@mui/icons-material/Notifications';
import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { areaPath } from '../areas/areaContext';
import { useMember } from '../memberContext';

interface NotificationLinkProps {
  /** The slot for the unread-count badge of the real-time notifications (SPEC 4): it wraps the bell when given. */
  badge?: (icon: ReactNode) => ReactNode;
}

/** SPEC 2's header link to /member/notification, which every role may open whatever its own area. */
export function NotificationLink({ badge }: NotificationLinkProps) {
  const translate = useTranslate();
  const { locale } = useMember();
  const label = translate('memberArea.notifications');
  const icon = <NotificationsIcon />;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={LinkBase} to={areaPath('member', locale, 'notification')} aria-label={label}>
        {badge ? badge(icon) : icon}
      </IconButton>
    </Tooltip>
  );
}
