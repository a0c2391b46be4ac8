import { createElement, lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';
import type { RoleSections } from './ProfilePage';

/** The member's own profile, in every area (src/core/rules/memberPages.ts). */
export const profileViews = {
  profile: { component: lazy(() => import('./ProfilePage').then((module) => ({ default: module.ProfilePage }))) },
} satisfies PageViews;

/** The profile page with another folder's sections for a role (the employer's Company), joined by src/pages/registry.ts. */
export function profileWith(roleSections: RoleSections) {
  return lazy(() => import('./ProfilePage').then((module) => ({ default: () => createElement(module.ProfilePage, { roleSections }) })));
}
