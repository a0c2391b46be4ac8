import type { certificationPagesEn } from './certificationPages.en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Teks halaman anggota (issue 14), digabung ke id.ts sebagai `certificationPages`. */
export const certificationPagesId: Widen<typeof certificationPagesEn> = {
  title: 'Sertifikasi',
};
