import type { lspPagesEn } from './lspPages.en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Teks halaman anggota (issue 14), digabung ke id.ts sebagai `lspPages`. */
export const lspPagesId: Widen<typeof lspPagesEn> = {
  title: 'Jadwal sertifikasi',
};
