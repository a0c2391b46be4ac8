import type { myProgramsEn } from './myPrograms.en';

/** Program milik peserta, digabung ke id.ts sebagai `myPrograms`. */
export const myProgramsId: typeof myProgramsEn = {
  empty: 'Belum ada program. Program yang Anda beli muncul di sini setelah lunas.',
  title: 'Program',
  kind: 'Jenis',
  enrolledAt: 'Terdaftar',
  status: 'Status',
  statuses: { active: 'Aktif', completed: 'Selesai', refunded: 'Dikembalikan', registered: 'Terdaftar' },
};
