import { lazy } from 'react';
import type { PageViews } from '../../shared/pageViews';

/** The member's orders at /member/transaksi and one order at /member/transaksi/{id} (src/core/rules/memberPages.ts). */
export const transactionsViews = {
  transactions: { component: lazy(() => import('./TransactionsPage').then((module) => ({ default: module.TransactionsPage }))) },
} satisfies PageViews;
