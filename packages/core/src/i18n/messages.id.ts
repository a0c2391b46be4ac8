import type { messagesEn } from './messages.en';

/** Pesan konfirmasi gateway (terdaftar, masuk, tersimpan), digabung ke id.ts sebagai `messages`. */
export const messagesId: typeof messagesEn = {
  ok: 'OK',
  registered: 'Pendaftaran berhasil. Periksa e-mail Anda untuk mengonfirmasi alamat',
  emailConfirmed: 'Alamat e-mail Anda sudah dikonfirmasi',
  confirmationSent: 'Jika alamat ini milik akun yang belum dikonfirmasi, e-mail konfirmasi baru sedang dikirim',
  loggedIn: 'Berhasil masuk',
  loggedOut: 'Berhasil keluar',
  resetSent: 'Jika ada akun dengan alamat ini, kami telah mengirim tautan untuk mengatur ulang kata sandi',
  passwordReset: 'Kata sandi Anda sudah diganti. Masuk dengan kata sandi baru',
  alternateCreated: 'Akun alternatif dibuat',
  switched: 'Akun berhasil diganti',
  contactInfoSaved: 'Info kontak disimpan',
};
