import type { validationEn } from './validation.en';

/** Pesan validasi isian formulir, digabung ke id.ts sebagai `validation`. */
export const validationId: typeof validationEn = {
  required: 'Wajib diisi',
  email: 'Masukkan alamat e-mail yang valid (nama@domain.tld)',
  password: 'Kata sandi harus 8 sampai 30 karakter dengan angka, huruf kecil, huruf besar dan karakter khusus, tanpa spasi',
  passwordMismatch: 'Kata sandi tidak sama',
  passwordMissing: 'Kata sandi belum memenuhi: %{problems}',
  phone: 'Masukkan nomor telepon yang valid (8 sampai 15 angka)',
  fullname: 'Masukkan nama lengkap Anda (paling banyak 100 karakter)',
  passwordProblem: {
    length: '8 sampai 30 karakter',
    digit: 'sebuah angka',
    lowercase: 'sebuah huruf kecil',
    uppercase: 'sebuah huruf besar',
    special: 'sebuah karakter khusus',
    whitespace: 'tanpa spasi',
  },
};
