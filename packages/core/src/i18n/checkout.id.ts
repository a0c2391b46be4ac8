import type { checkoutEn } from './checkout.en';

/** Pembayaran pesanan, digabung ke id.ts sebagai `checkout`. */
export const checkoutId: typeof checkoutEn = {
  title: 'Pembayaran',
  description: 'Periksa program, pajak dan total, lalu bayar.',
  nothing: 'Tidak ada yang dibayar. Pilih program atau centang item di keranjang Anda.',
  items: 'Program dalam pesanan ini',
  ppn: 'PPN %{rate}%',
  pph: 'PPH %{rate}%',
  pay: 'Bayar sekarang',
  checkoutSelected: 'Bayar yang dipilih',
  sandboxTitle: 'Pembayaran sandbox',
  sandboxDescription: 'Penyedia pembayaran uji coba: pilih apakah pembayaran ini berhasil atau gagal. Tidak ada uang yang berpindah.',
  sandboxPay: 'Bayar (berhasil)',
  sandboxFail: 'Gagalkan pembayaran',
  successTitle: 'Pembayaran berhasil',
  successDescription: 'Terima kasih. Program Anda siap di area belajar.',
  toMember: 'Ke area belajar saya',
};
