import type { verifyEn } from './verify.en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Teks halaman verifikasi sertifikat publik (/sertifikat, /qr-access), digabung ke id.ts sebagai `verify`. */
export const verifyId: Widen<typeof verifyEn> = {
  title: 'Verifikasi sertifikat',
  description: 'Periksa sertifikat kompetensi dengan nomornya: pemegang, skema, lembaga sertifikasi, tanggal, dan statusnya.',
  intro: 'Masukkan nomor yang tercetak pada sertifikat, atau pindai kode QR-nya.',
  numberLabel: 'Nomor sertifikat',
  numberHint: 'Contoh: JWD-LSPTD-2025-000001',
  submit: 'Verifikasi',
  notFound: 'Tidak ada sertifikat dengan nomor %{number}. Cocokkan dengan nomor pada sertifikat.',
  certificateTitle: 'Sertifikat %{number}',
  qrDescription: 'Status sertifikat kompetensi %{number} menurut catatan lembaga sertifikasinya.',
  holder: 'Diberikan kepada',
  scheme: 'Skema sertifikasi',
  schemeCode: 'Kode skema',
  lsp: 'Lembaga sertifikasi (LSP)',
  issuedAt: 'Diterbitkan',
  validUntil: 'Berlaku sampai',
  status: 'Status',
  statuses: {
    valid: 'Berlaku',
    expired: 'Kedaluwarsa',
    revoked: 'Dicabut',
  },
  revokedOn: 'Dicabut pada %{date}',
  verifyLink: 'Halaman verifikasi sertifikat ini',
  credentialLink: 'Kredensial Open Badges 3.0 (JSON)',
  another: 'Verifikasi sertifikat lain',
  footerLink: 'Verifikasi sertifikat',
};
