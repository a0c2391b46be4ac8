/** The invoice, merged into en.ts as `invoice`; id's twin is invoice.id.ts. */
export const invoiceEn = {
  title: 'Invoice',
  number: 'Order number',
  date: 'Date',
  state: 'Status',
};
