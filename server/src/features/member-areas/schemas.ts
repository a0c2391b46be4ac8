import type { MemberAreaDashboard, MemberAreaMenu } from '@core/memberArea/api';
import { AREAS, type MenuItem } from '@core/rules/menus';
import { envelopeOf } from '../../platform/typeProvider';

const object = <const P extends Record<string, object>, const R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, properties, required }) as const;

/** One item of schemas/menus.json (src/core/rules/menus.ts MenuItem). */
const menuItem = object(
  {
    segment: { type: 'string' },
    icon: { type: 'string' },
    labelKey: { type: 'string' },
    requiresActiveStatus: { type: 'boolean' },
    hiddenForAccountTypes: { type: 'array', items: { type: 'integer' } },
  },
  ['segment', 'icon', 'labelKey'],
);

const menuProperties = { area: { type: 'string', enum: AREAS }, items: { type: 'array', items: menuItem } } as const;

const menu = object(menuProperties, ['area', 'items']);
const profile = object(
  { fullname: { type: 'string' }, email: { type: 'string' }, roleName: { type: 'string' }, emailConfirmed: { type: 'boolean' } },
  ['fullname', 'email', 'roleName', 'emailConfirmed'],
);
const dashboard = object({ ...menuProperties, profile, statusUser: { type: 'integer' }, comingLater: { type: 'array', items: { type: 'string' } } }, [
  'area',
  'items',
  'profile',
  'statusUser',
  'comingLater',
]);

// Each answer names every field of its core type (checked when compiling).
void (menuItem.properties satisfies Record<keyof MenuItem, object>);
void (menu.properties satisfies Record<keyof MemberAreaMenu, object>);
void (profile.properties satisfies Record<keyof MemberAreaDashboard['profile'], object>);
void (dashboard.properties satisfies Record<keyof MemberAreaDashboard, object>);

/** GET /member-area/menu (src/core/memberArea/api.ts MemberAreaMenu). */
export const menuAnswer = { 200: envelopeOf(menu) } as const;

/** GET /member-area/{area}/dashboard (src/core/memberArea/api.ts MemberAreaDashboard). */
export const dashboardAnswer = { 200: envelopeOf(dashboard) } as const;
