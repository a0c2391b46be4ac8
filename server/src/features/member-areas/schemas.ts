import { AREAS } from '../../../../src/core/rules/menus';
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

/** GET /member-area/menu (src/core/memberArea/api.ts MemberAreaMenu). */
export const menuAnswer = { 200: envelopeOf(object(menuProperties, ['area', 'items'])) } as const;

/** GET /member-area/{area}/dashboard (src/core/memberArea/api.ts MemberAreaDashboard). */
export const dashboardAnswer = {
  200: envelopeOf(
    object(
      {
        ...menuProperties,
        profile: object(
          { fullname: { type: 'string' }, email: { type: 'string' }, roleName: { type: 'string' }, emailConfirmed: { type: 'boolean' } },
          ['fullname', 'email', 'roleName', 'emailConfirmed'],
        ),
        statusUser: { type: 'integer' },
        comingLater: { type: 'array', items: { type: 'string' } },
      },
      ['area', 'items', 'profile', 'statusUser', 'comingLater'],
    ),
  ),
} as const;
