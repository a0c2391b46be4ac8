import type { siteAnalyticsEn } from './siteAnalytics.en';

/** Teks grafik kunjungan situs di konsol operator, digabung ke id.ts sebagai `siteAnalytics`. */
export const siteAnalyticsId: typeof siteAnalyticsEn = {
  title: 'Kunjungan situs',
  intro:
    'Tayangan situs publik, dihitung per hari tanpa cookie atau data pribadi: tidak ada pengunjung yang dapat dibedakan. Bot dan halaman yang dimuat lebih dulu tidak dihitung.',
  period: 'Periode',
  lastDays: '%{days} hari terakhir',
  loadFailed: 'Angka kunjungan tidak dapat dimuat. Coba lagi nanti.',
  total: 'Tayangan dalam periode ini: %{views}',
  perDayHeading: 'Tayangan per hari',
  perDayChart: 'Grafik garis tayangan per hari; angka yang sama ada di tabel di bawahnya.',
  perPageHeading: 'Halaman paling banyak dilihat',
  perPageChart: 'Grafik batang halaman paling banyak dilihat; angka yang sama ada di tabel di bawahnya.',
  perLocaleHeading: 'Menurut bahasa',
  perDeviceHeading: 'Menurut perangkat',
  referrersHeading: 'Situs perujuk teratas',
  noReferrers: 'Tidak ada kunjungan dari situs lain dalam periode ini.',
  funnelHeading: 'Dari halaman program sampai pembayaran',
  funnelNote:
    'Perkiraan: tayangan halaman program dari hitungan di atas, program yang dimasukkan ke keranjang, dan pesanan yang dibayar dalam periode yang sama.',
  funnelChart: 'Grafik batang corong; angka yang sama ada di tabel di bawahnya.',
  step: 'Tahap',
  share: 'Dari tahap sebelumnya',
  programViews: 'Tayangan halaman program',
  addedToCart: 'Dimasukkan ke keranjang',
  paidOrders: 'Pesanan dibayar',
  day: 'Hari',
  page: 'Halaman',
  language: 'Bahasa',
  device: 'Perangkat',
  site: 'Situs',
  count: 'Jumlah',
  views: 'Tayangan',
  empty: 'Tidak ada tayangan yang dihitung dalam periode ini.',
  locales: { id: 'Bahasa Indonesia', en: 'Bahasa Inggris' },
  devices: { mobile: 'Ponsel', tablet: 'Tablet', desktop: 'Komputer' },
};
