import type { memberAreaEn } from './memberArea.en';

/** Bingkai aplikasi anggota: header, pencarian, halaman awal dan penolakan akses, digabung ke id.ts sebagai `memberArea`. */
export const memberAreaId: typeof memberAreaEn = {
  menuLabel: 'Menu anggota',
  siteLinks: 'Tautan situs',
  home: 'Beranda',
  program: 'Program',
  ecosystem: 'Ekosistem',
  whatWeDo: 'Apa yang kami lakukan',
  notifications: 'Notifikasi',
  search: 'Cari',
  searchLabel: 'Cari program dan berita',
  searchJobsLabel: 'Cari lowongan kerja',
  comingLaterTitle: 'Hadir pada rilis berikutnya',
  comingLater: 'Bagian platform ini hadir pada rilis berikutnya.',
  backToArea: 'Ke area saya',
  availableNow: 'Pilih halaman dari menu untuk mulai bekerja.',
  accountStatus: 'Status akun',
  statusActive: 'Aktif',
  statusInactive: 'Belum aktif',
  activationRequired: 'Akun Anda belum aktif. Lowongan kerja, sumber talenta dan kandidat terbuka setelah BISA mengaktifkannya.',
  resendConfirmation: 'Kirim ulang e-mail konfirmasi',
  confirmationResent: 'E-mail konfirmasi baru sedang dikirim ke %{email}',
};
