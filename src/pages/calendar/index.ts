import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['calendarForum']);

/** The trainee roles' /member/jadwal: their learning calendar (src/pages/registry.ts gives the assessor SPV theirs). */
export const calendarViews = {
  jadwal: { component: page(() => import('./JadwalPage'), 'JadwalPage') },
} satisfies PageViews;
