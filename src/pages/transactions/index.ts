import { lazyPages } from '../../shared/lazyPages';
import type { PageViews } from '../../shared/pageViews';

// The catalog groups these pages show besides the shell's (tests/unit/memberMessageParts.test.ts checks them).
const page = lazyPages(['transactions', 'cart', 'checkout', 'invoice', 'payments', 'operator']);

/** The member's orders at /member/transaksi and one order at /member/transaksi/{id} (packages/core/src/rules/memberPages.ts). */
export const transactionsViews = {
  transactions: { component: page(() => import('./TransactionsPage'), 'TransactionsPage') },
} satisfies PageViews;
