import { isRoleName } from './roles';

/** One question react-admin's canAccess asks: may this role do `action` on `resource`? */
export interface AccessRequest {
  role: string | null | undefined;
  resource: string;
  /** list, show, create, edit, delete, export… Only the role menus will tell actions apart. */
  action: string;
}

/**
 * Pages of the member app every known role has, whatever its menu: the /member landing page and the
 * account's own profile. The role menus of SPEC 2 add each role's own resources on top of these.
 */
export const PAGES_FOR_EVERY_ROLE: readonly string[] = ['dashboard', 'profile'];

/** The pure access rule behind the member app's authProvider.canAccess (the role strategy of NOTES.md). */
export function canAccess({ role, resource }: AccessRequest): boolean {
  if (!isRoleName(role)) return false;
  return PAGES_FOR_EVERY_ROLE.includes(resource);
}
