import type { companyProfileEn } from './companyProfile.en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Indonesian twin of companyProfile.en.ts. */
export const companyProfileId: Shape<typeof companyProfileEn> = {
  mail: {
    resubmittedSubject: '%{name} mengirim ulang datanya untuk diverifikasi',
    resubmittedBody:
      'Halo,\n\n%{name} sebelumnya ditolak dan telah mengubah data perusahaannya. Statusnya kembali menunggu: verifikasi di konsol: %{link}\n',
  },
  title: 'Perusahaan',
  setUpTitle: 'Siapkan perusahaan Anda',
  setUpHelp:
    'Lowongan Anda terbit atas nama perusahaan Anda. Isi nama resminya (data lain dapat menyusul); BISA memverifikasinya sebelum lowongan Anda dibuka.',
  legalName: 'Nama resmi perusahaan',
  npwp: 'NPWP',
  npwpHelp: '15 digit (99.999.999.9-999.999) atau 16 digit',
  industry: 'Bidang usaha',
  companySize: 'Jumlah karyawan',
  sizeNone: 'Tidak disebutkan',
  sizeOption: '%{size} karyawan',
  website: 'Situs web',
  websiteHelp: 'Misalnya www.perusahaan.co.id',
  address: 'Alamat perusahaan',
  logo: 'Logo',
  logoAlt: 'Logo %{name}',
  noLogo: 'Belum ada logo',
  logoHelp: 'PNG, JPEG atau WebP, paling besar %{limit} MB. Logo tampil pada lowongan Anda yang terbit.',
  chooseLogo: 'Pilih logo',
  removeLogo: 'Hapus logo',
  uploadingLogo: 'Mengunggah logo',
  code: 'Kode perusahaan: %{code}',
  create: 'Buat profil perusahaan',
  save: 'Simpan profil perusahaan',
  readOnly: 'Hanya admin perusahaan yang dapat mengubah profilnya.',
  identityLocked: 'BISA telah memverifikasi nama resmi dan NPWP, sehingga keduanya tidak dapat diubah di sini. Untuk mengubahnya, hubungi kami.',
  resubmit: 'Menyimpan akan mengirim perusahaan Anda ke BISA untuk diverifikasi lagi.',
  status: {
    pending: 'Menunggu verifikasi',
    pendingText: 'BISA memeriksa perusahaan Anda sebelum lowongan Anda dibuka.',
    verified: 'Terverifikasi',
    verifiedText: 'BISA telah memverifikasi perusahaan Anda.',
    rejected: 'Tidak terverifikasi',
    rejectedText: 'BISA tidak memverifikasi perusahaan Anda. Perbaiki datanya lalu simpan untuk mengajukan lagi.',
    reason: 'Alasan: %{reason}',
  },
  created: 'Profil perusahaan dibuat. BISA akan memverifikasinya',
  saved: 'Profil perusahaan disimpan',
  logoSaved: 'Logo disimpan',
  logoRemoved: 'Logo dihapus',
  errors: {
    identityLocked: 'Nama resmi dan NPWP perusahaan yang terverifikasi tidak dapat diubah. Hubungi kami untuk mengubahnya',
    notAdmin: 'Hanya admin perusahaan yang dapat mengubah profilnya',
    logoType: 'Logo harus berupa gambar PNG, JPEG atau WebP',
    logoTooLarge: 'Logo lebih besar dari batas %{limit} MB',
  },
};
