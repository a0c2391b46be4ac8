import { createElement } from 'react';
import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';
import type { RoleSections } from './ProfilePage';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['profile', 'validation']);

/** The member's own profile, in every area (packages/core/src/rules/memberPages.ts). */
export const profileViews = {
  profile: { component: page(() => import('./ProfilePage'), 'ProfilePage') },
} satisfies PageViews;

/** The profile page with another folder's sections for a role (the employer's Company), joined by src/pages/registry.ts. */
export function profileWith(roleSections: RoleSections) {
  return page(() => import('./ProfilePage').then((module) => ({ Page: () => createElement(module.ProfilePage, { roleSections }) })), 'Page');
}
