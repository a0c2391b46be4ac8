import type { memberEn } from './member.en';

/** Menu pengguna, keluar dan ganti akun di aplikasi anggota, digabung ke id.ts sebagai `member`. */
export const memberId: typeof memberEn = {
  title: 'Area anggota',
  profile: 'Profil',
  welcome: 'Selamat datang, %{name}',
  role: 'Peran',
  /** Nama jenis akun (nama peran SPEC 6) untuk dibaca orang, mengikuti docs/glossary.md. */
  roles: {
    Trainee: 'Peserta',
    'Trainee Staff': 'Peserta (staf perusahaan)',
    'Trainee SPV': 'Supervisor peserta',
    'Trainee Manager': 'Manajer peserta',
    Trainer: 'Pelatih',
    'Trainer Staff': 'Staf pelatih',
    Assessor: 'Asesor',
    'Assessor SPV': 'Supervisor asesor',
    'Content Creator': 'Pembuat konten',
    Employer: 'Pemberi kerja',
    'Job Seeker': 'Pencari kerja',
    LSP: 'Admin LSP',
    Admin: 'Operator',
  },
  email: 'E-mail',
  emailStatus: 'Status e-mail',
  emailConfirmed: 'Terkonfirmasi',
  emailNotConfirmed: 'Belum dikonfirmasi',
  unverifiedTitle: 'Alamat e-mail Anda belum dikonfirmasi',
  unverifiedText: 'Buka tautan konfirmasi yang kami kirim untuk memakai semua fitur.',
  logout: 'Keluar',
  // SPEC 5 gives the confirmation texts in English only; every page speaks its own language, so here they are Indonesian.
  logoutConfirm: 'Yakin ingin keluar? Semua perubahan yang belum disimpan akan hilang!',
  switchAccount: 'Ganti akun',
  switchConfirm: 'Yakin ingin ganti akun? Semua perubahan yang belum disimpan akan hilang!',
  switchNotVerifiedTitle: 'E-mail belum diverifikasi',
  sessionExpired: 'Sesi telah berakhir! Silakan masuk kembali',
};
