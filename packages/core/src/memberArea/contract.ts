import { Type, type Static } from 'typebox';
import { AREAS } from '../rules/menus';

/** One item of a role's menu, as schemas/menus.json holds it (packages/core/src/rules/menus.ts reads the file as these). */
export const MenuItem = Type.Object(
  {
    /** SPEC 2's URL segment under the area. */
    segment: Type.String(),
    /** An @mui/icons-material icon name. */
    icon: Type.String(),
    /** Catalog key of the label (the catalogs' `menu` section). */
    labelKey: Type.String(),
    /** SPEC 5: works only while the account's statusUser is 1 (active). */
    requiresActiveStatus: Type.Optional(Type.Boolean()),
    /** Account type numbers that do not get the item. */
    hiddenForAccountTypes: Type.Optional(Type.Array(Type.Integer())),
  },
  { additionalProperties: false },
);
export type MenuItem = Static<typeof MenuItem>;

const menuProperties = { area: Type.Enum(AREAS, { type: 'string' }), items: Type.Array(MenuItem) };

/** GET /member-area/menu: the caller's area and menu (SPEC 2), from schemas/menus.json. */
export const MemberAreaMenu = Type.Object(menuProperties, { additionalProperties: false });
export type MemberAreaMenu = Static<typeof MemberAreaMenu>;

/** GET /member-area/{area}/dashboard: what a role's landing page shows now, and what it will show later. */
export const MemberAreaDashboard = Type.Object(
  {
    ...menuProperties,
    profile: Type.Object(
      { fullname: Type.String(), email: Type.String(), roleName: Type.String(), emailConfirmed: Type.Boolean() },
      { additionalProperties: false },
    ),
    /** SPEC 3's myProfile.statusUser (1 = active). */
    statusUser: Type.Integer(),
    /** Segments of the menu whose pages arrive in a later release, in menu order. */
    comingLater: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type MemberAreaDashboard = Static<typeof MemberAreaDashboard>;
