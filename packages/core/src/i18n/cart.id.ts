import type { cartEn } from './cart.en';

/** Keranjang belanja, digabung ke id.ts sebagai `cart`. */
export const cartId: typeof cartEn = {
  retry: 'Coba lagi',
  pageTitle: 'Keranjang',
  pageDescription: 'Program pilihan Anda, siap untuk dibayar.',
  loading: 'Memuat keranjang Anda…',
  loadFailed: 'Keranjang Anda tidak dapat dimuat. Silakan coba lagi.',
  empty: 'Keranjang Anda kosong.',
  browse: 'Lihat program',
  selectType: 'Pilih semua %{type}',
  remove: 'Hapus',
  removeItem: 'Hapus %{title} dari keranjang',
  deleteChecked: 'Hapus semua yang dicentang',
  summary: 'Ringkasan',
  selectedCount: 'Program dipilih',
  subtotal: 'Subtotal',
  discount: 'Diskon',
  total: 'Total',
  price: 'Harga',
  quantity: 'Jumlah: 1',
  redirecting: 'Silakan masuk untuk melihat keranjang Anda. Mengarahkan ke halaman masuk…',
  trainerNoCart: 'Akun pelatih tidak menggunakan keranjang.',
  idMismatch: 'isi id program di kolom sesuai jenisnya (courseId, packageId atau certificationId) dan 0 di kolom lain',
  alreadyInCart: 'Program ini sudah ada di keranjang Anda',
  added: 'Ditambahkan ke keranjang',
  removed: 'Dihapus dari keranjang',
};
