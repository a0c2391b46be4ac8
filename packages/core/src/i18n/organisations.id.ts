import type { organisationsEn } from './organisations.en';

/** Organisasi dan verifikasinya, digabung ke id.ts sebagai `organisations`. */
export const organisationsId: typeof organisationsEn = {
  reasonRequired: 'Tuliskan alasan organisasi ditolak',
  verdictTitle: 'Verifikasi organisasi',
  verifiedBody: '%{name} sudah terverifikasi: layanannya terbuka untuk semua',
  rejectedBody: '%{name} tidak diverifikasi: %{reason}',
  pendingBody: '%{name} kembali menunggu verifikasi',
  kind: 'Jenis',
  kinds: {
    lsp: 'Lembaga sertifikasi (LSP)',
    employer: 'Pemberi kerja',
    'training-provider': 'Penyelenggara pelatihan',
    'client-company': 'Perusahaan klien',
  },
  verification: 'Verifikasi',
  states: { pending: 'Menunggu', verified: 'Terverifikasi', rejected: 'Ditolak' },
  legalName: 'Nama resmi',
  code: 'Kode',
  owner: 'Pemilik',
  ownerEmail: 'E-mail pemilik',
  members: 'Anggota',
  rejectionReason: 'Alasan penolakan',
  createdAt: 'Terdaftar',
  timeZone: 'Zona waktu',
  timeZones: {
    'Asia/Jakarta': 'WIB (Waktu Indonesia Barat)',
    'Asia/Makassar': 'WITA (Waktu Indonesia Tengah)',
    'Asia/Jayapura': 'WIT (Waktu Indonesia Timur)',
  },
};
