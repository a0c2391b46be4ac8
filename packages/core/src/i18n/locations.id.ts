import type { locationsEn } from './locations.en';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Pesan pencarian wilayah dan label pemilih alamat, digabung ke id.ts sebagai `locations`. */
export const locationsId: Widen<typeof locationsEn> = {
  provinceNotFound: 'Tidak ada provinsi dengan kode %{code}',
  regencyNotFound: 'Tidak ada kabupaten atau kota dengan kode %{code}',
  districtNotFound: 'Tidak ada kecamatan dengan kode %{code}',
  levels: {
    province: 'Provinsi',
    regency: 'Kabupaten / kota',
    district: 'Kecamatan',
    village: 'Kelurahan / desa',
  },
  chooseFirst: 'Pilih %{level} terlebih dahulu',
  street: 'Alamat jalan',
  streetHint: 'Nama jalan, nomor, RT/RW, gedung',
  postalCode: 'Kode pos',
  postalCodeInvalid: 'Kode pos terdiri dari 5 angka',
  noOptions: 'Tidak ada nama yang cocok',
  loadFailed: 'Daftar tidak dapat dimuat: %{message}',
  attribution: 'Berisi informasi dari %{dataset}, yang tersedia di sini di bawah %{license}.',
  license: 'Open Database License (ODbL)',
  // Kolom alamat formulir asesmen (APL.01): teks yang dapat diisi dari daftar wilayah.
  fillFromList: 'Isi dari daftar wilayah',
  fillTitle: 'Alamat dari daftar wilayah',
  fillHint:
    'Pilih provinsi, kabupaten atau kota, kecamatan dan kelurahan/desa, lalu ketik jalannya. Kolom alamat mendapat semuanya sebagai satu baris yang masih dapat Anda ubah.',
  fillApply: 'Pakai alamat ini',
  cancel: 'Batal',
};
