import type { jobQueueEn } from './jobQueue.en';

/** Teks halaman pekerjaan latar di konsol operator, digabung ke id.ts sebagai `jobQueue`. */
export const jobQueueId: typeof jobQueueEn = {
  title: 'Pekerjaan latar',
  intro:
    'Setiap pekerjaan dijalankan sekali di salah satu instans gateway. Pekerjaan yang gagal pada percobaan terakhirnya tetap di antrean gagal sampai Anda mengulanginya.',
  queuesHeading: 'Antrean',
  queue: 'Antrean',
  waiting: 'Menunggu',
  active: 'Berjalan',
  failed: 'Gagal',
  completed: 'Selesai',
  noQueues: 'Belum ada antrean.',
  deadLetterHeading: 'Antrean gagal',
  deadLetterEmpty: 'Tidak ada pekerjaan yang gagal.',
  error: 'Galat',
  retries: 'Percobaan ulang',
  failedAt: 'Gagal pada',
  retry: 'Ulangi',
  retryLabel: 'Ulangi pekerjaan %{id} dari %{queue}',
  retried: 'Pekerjaan dimasukkan lagi ke antrean.',
  notInDeadLetter: 'Pekerjaan itu tidak ada di antrean gagal (sudah diulang, atau tidak dikenal).',
  loadFailed: 'Antrean pekerjaan tidak dapat dibaca. Coba lagi.',
};
