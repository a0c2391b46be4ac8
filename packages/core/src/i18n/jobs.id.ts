import type { jobsEn } from './jobs.en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Pesan gateway portal kerja, digabung ke id.ts sebagai `jobs`. */
export const jobsId: Shape<typeof jobsEn> = {
  saved: 'Tersimpan',
  applied: 'Lamaran Anda terkirim',
  errors: {
    noOrganisation: 'Lengkapi profil perusahaan Anda terlebih dahulu',
    organisationExists: 'Perusahaan Anda sudah terdaftar',
    notVerified: 'Perusahaan Anda menunggu verifikasi: lowongan dan kandidat terbuka setelah diverifikasi',
    illegalMove: 'Lamaran ini tidak dapat dipindahkan ke status tersebut sekarang',
    alreadyApplied: 'Anda sudah melamar lowongan ini',
    vacancyClosed: 'Lowongan ini sudah ditutup',
    emailNotConfirmed: 'Konfirmasi alamat e-mail Anda sebelum melamar',
    notDraft: 'Hanya lowongan draf yang dapat dihapus; tutup lowongan ini',
    cannotPublish: 'Lowongan ini tidak dapat diterbitkan: sudah ditutup atau tanggal penutupannya telah lewat',
    salaryRange: 'Gaji minimum melebihi gaji maksimum',
    regencyOutsideProvince: 'Kabupaten atau kota tidak berada di provinsi yang dipilih',
    unknownRegion: 'Kode provinsi atau kabupaten/kota tidak dikenal',
  },
  notifications: {
    newApplicationTitle: 'Pelamar baru',
    newApplicationBody: '%{name} melamar %{vacancy}',
    statusTitle: 'Status lamaran',
    statusBody: 'Lamaran Anda untuk %{vacancy} di %{company}: %{status}',
    interviewTitle: 'Undangan wawancara',
    interviewBody: '%{company} mengundang Anda wawancara untuk %{vacancy} pada %{at}',
    withdrawnTitle: 'Lamaran dibatalkan',
    withdrawnBody: '%{name} membatalkan lamarannya untuk %{vacancy}',
  },
  mail: {
    statusSubject: 'Lamaran Anda untuk %{vacancy}',
    statusBody: 'Halo %{name},\n\nStatus lamaran Anda untuk %{vacancy} di %{company} sekarang: %{status}.\n\nLihat lamaran Anda: %{link}\n',
    interviewSubject: 'Wawancara: %{vacancy}',
    interviewBody:
      'Halo %{name},\n\n%{company} mengundang Anda wawancara untuk %{vacancy} pada %{at}.\nTempat: %{place}\n\nLihat lamaran Anda: %{link}\n',
  },
};
