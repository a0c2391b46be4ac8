import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['lspPages', 'certification', 'organisations']);

/**
 * The LSP's pages (packages/core/src/rules/memberPages.ts): /member/jadwal-lsp with its schedules, schemes, TUKs,
 * assessors and appeals, a schedule's detail and participants (detail/{schedule}/peserta/...), and
 * /member/transaksi-lsp, the certification fees received.
 */
export const lspViews = {
  'lsp-schedules': { component: page(() => import('./LspSchedulesPage'), 'LspSchedulesPage') },
  'lsp-fees': { component: page(() => import('./LspFeesPage'), 'LspFeesPage') },
} satisfies PageViews;
