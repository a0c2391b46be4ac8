import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/**
 * The LSP's pages (src/core/rules/memberPages.ts): /member/jadwal-lsp with its schedules, schemes, TUKs,
 * assessors and appeals, a schedule's detail and participants (detail/{schedule}/peserta/...), and
 * /member/transaksi-lsp, the certification fees received.
 */
export const lspViews = {
  'lsp-schedules': { component: lazy(() => import('./LspSchedulesPage').then((module) => ({ default: module.LspSchedulesPage }))) },
  'lsp-fees': { component: lazy(() => import('./LspFeesPage').then((module) => ({ default: module.LspFeesPage }))) },
} satisfies PageViews;
