import type { invoiceEn } from './invoice.en';

/** Faktur, digabung ke id.ts sebagai `invoice`. */
export const invoiceId: typeof invoiceEn = {
  title: 'Faktur',
  number: 'Nomor pesanan',
  date: 'Tanggal',
  state: 'Status',
};
