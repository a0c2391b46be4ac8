import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['studio', 'screeningTests']);

/**
 * The content creator's studio (packages/core/src/rules/memberPages.ts): /member/content (my courses) and
 * /member/content/{id} (one course's editor).
 */
export const contentStudioViews = {
  'content-studio': { component: page(() => import('./ContentStudioPage'), 'ContentStudioPage') },
} satisfies PageViews;
