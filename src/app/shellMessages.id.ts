import { commonId } from '@core/i18n/common.id';
import { memberId } from '@core/i18n/member.id';
import { memberAreaId } from '@core/i18n/memberArea.id';
import { menuId } from '@core/i18n/menu.id';
import { notificationsId } from '@core/i18n/notifications.id';
import type { ShellCatalog } from './shellMessages.en';

/** The shell's catalog groups in Indonesian: shellMessages.en.ts's twin. */
export const shellMessagesId: ShellCatalog = {
  common: commonId,
  member: memberId,
  menu: menuId,
  memberArea: memberAreaId,
  notifications: notificationsId,
};
