import { areaOf, canReach, isArea } from './menus';
import { isRoleName } from './roles';

/** One question react-admin's canAccess asks: may this role do `action` on `resource`? */
export interface AccessRequest {
  role: string | null | undefined;
  /** The account type of the profile; the role's own when absent. */
  accountType?: number;
  /** An area page ('member/jadwal', 'employer/dashboard'), or a segment of the role's own area ('profile'). */
  resource: string;
  /** list, show, create, edit, delete, export… The pages of the menus are read-only so far: one rule for all. */
  action: string;
}

/** The pure access rule behind the member app's authProvider.canAccess (the role strategy of NOTES.md). */
export function canAccess({ role, accountType, resource }: AccessRequest): boolean {
  if (!isRoleName(role)) return false;
  const slash = resource.indexOf('/');
  const area = slash < 0 ? undefined : resource.slice(0, slash);
  if (isArea(area)) return canReach(role, area, resource.slice(slash + 1), accountType);
  return canReach(role, areaOf(role), resource, accountType);
}
