import type { siteLookEn } from './siteLook.en';

/** The public site's home hero and program cards (the site's visual design) in Indonesian, merged into id.ts as `siteLook`. */
export const siteLookId: Record<keyof typeof siteLookEn, string> = {
  heroEyebrow: 'Pelatihan · Sertifikasi · Karier',
  heroTrust: 'Sertifikasi berlisensi BNSP, mitra industri dan penyaluran kerja',
  explorePrograms: 'Jelajahi program',
  registerFree: 'Daftar gratis',
  featuredPrograms: 'Program populer',
  allPrograms: 'Lihat semua program',
  seeDetails: 'Lihat detail',
  save: 'Hemat %{percent}%',
  normalPrice: 'Harga normal',
  breadcrumbHome: 'Beranda',
};
