import type { Catalog } from '@core/i18n/catalog';
import { commonEn } from '@core/i18n/common.en';
import { memberEn } from '@core/i18n/member.en';
import { memberAreaEn } from '@core/i18n/memberArea.en';
import { menuEn } from '@core/i18n/menu.en';
import { notificationsEn } from '@core/i18n/notifications.en';

/**
 * The catalog groups the shell shows before any page (the header, the menus, the user menu, the notification bell,
 * the refusal and 404 pages), in one chunk that ./i18n.ts loads before the app renders; every other group loads
 * with the pages that show it (src/shared/messageParts.ts). tests/unit/memberMessageParts.test.ts checks that the
 * shell's code names no other group.
 */
export const shellMessagesEn: ShellCatalog = {
  common: commonEn,
  member: memberEn,
  menu: menuEn,
  memberArea: memberAreaEn,
  notifications: notificationsEn,
};

export type ShellCatalog = Pick<Catalog, 'common' | 'member' | 'menu' | 'memberArea' | 'notifications'>;
