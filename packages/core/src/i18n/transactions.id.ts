import type { transactionsEn } from './transactions.en';

/** Transaksi anggota, digabung ke id.ts sebagai `transactions`. */
export const transactionsId: typeof transactionsEn = {
  empty: 'Belum ada transaksi.',
  programs: 'Program',
  invoice: 'Cetak faktur (PDF)',
  back: 'Kembali ke transaksi',
  states: {
    'awaiting-payment': 'Menunggu pembayaran',
    paid: 'Lunas',
    fulfilled: 'Selesai',
    expired: 'Kedaluwarsa',
    cancelled: 'Dibatalkan',
    refunded: 'Dikembalikan',
  },
};
