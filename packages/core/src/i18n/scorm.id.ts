import type { scormEn } from './scorm.en';

/** Paket SCORM, runtime SCORM dan media pembelajaran: pesan gateway dan teks pemutar, digabung ke id.ts sebagai `scorm`. */
export const scormId: typeof scormEn = {
  errors: {
    invalidArchive: 'Paket SCORM bukan berkas .zip yang dapat dibaca',
    unsafePath: 'Paket SCORM berisi berkas yang jalurnya keluar dari paket (%{name}); paket ditolak',
    symlink: 'Paket SCORM berisi tautan simbolik (%{name}); tautan tidak diterima',
    encrypted: 'Paket SCORM berisi berkas terenkripsi (%{name}); unggah paket tanpa kata sandi',
    tooManyEntries: 'Paket SCORM berisi lebih dari %{max} berkas',
    tooLarge: 'Isi paket SCORM setelah dibuka melebihi ukuran yang diizinkan',
    compressionRatio: 'Paket SCORM berisi berkas dengan rasio kompresi yang mencurigakan (%{name}); paket ditolak',
    missingManifest: 'Paket SCORM tidak memiliki imsmanifest.xml di tingkat teratas',
    badManifest: 'imsmanifest.xml pada paket SCORM tidak dapat dibaca: %{detail}',
    noLaunch: 'imsmanifest.xml pada paket SCORM tidak menyebutkan halaman awal',
    cmiTooLarge: 'Pelajaran SCORM mencoba menyimpan data melebihi batas',
    notScorm: 'Aktivitas ini bukan pelajaran SCORM',
  },
  player: {
    contents: 'Isi pelajaran',
    itemDone: 'Selesai',
    itemNotDone: 'Belum selesai',
    asset: 'Bacaan',
    frameTitle: 'Pelajaran SCORM: %{title}',
    loading: 'Memuat pelajaran…',
    loadError: 'Pelajaran tidak dapat dimuat',
    saveError: 'Kemajuan Anda di pelajaran ini belum tersimpan; akan disimpan lagi pada langkah berikutnya',
    saved: 'Kemajuan tersimpan',
    status: {
      passed: 'Lulus',
      failed: 'Belum lulus',
      completed: 'Selesai',
      incomplete: 'Sedang berjalan',
      notAttempted: 'Belum dimulai',
    },
    score: 'Nilai: %{score}',
  },
};
