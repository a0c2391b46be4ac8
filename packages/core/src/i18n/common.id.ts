import type { commonEn } from './common.en';

/** Teks bersama semua halaman kedua aplikasi (nama aplikasi, tombol bahasa, tombol, halaman galat), digabung ke id.ts sebagai `common`. */
export const commonId: typeof commonEn = {
  appName: 'BISA',
  language: 'Bahasa',
  switchToEnglish: 'ENG',
  switchToIndonesian: 'IND',
  loading: 'Memuat…',
  backHome: 'Kembali ke Beranda',
  yes: 'Ya',
  cancel: 'Batal',
  close: 'Tutup',
  skipToContent: 'Langsung ke konten',
  pageNotFound: 'Halaman tidak ditemukan',
  // SPEC 2 and 8 give the error texts in English only; every page speaks its own language, so here they are Indonesian.
  notFoundText: 'Halaman ini tidak dapat ditemukan',
  errorStatus: 'Terjadi kesalahan - %{status}',
  copyright: '© 2024 BISA. Hak cipta dilindungi.',
};
