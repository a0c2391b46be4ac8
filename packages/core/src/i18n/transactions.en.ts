/** The member's transactions, merged into en.ts as `transactions`; id's twin is transactions.id.ts. */
export const transactionsEn = {
  empty: 'No transactions yet.',
  programs: 'Programs',
  invoice: 'Print invoice (PDF)',
  back: 'Back to transactions',
  states: {
    'awaiting-payment': 'Awaiting payment',
    paid: 'Paid',
    fulfilled: 'Fulfilled',
    expired: 'Expired',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
};
