import type { Db } from './connect';
import type { SchemeUnit } from './schema';
import { DEMO_ACCOUNTS } from './seed';

type Scheme = { code: string; titleId: string; titleEn: string; standard: string; units: SchemeUnit[]; basic: string[]; administrative: string[] };

const unit = (kode: string, judul: string, jenisStandar: string, elemen: [string, string[]][]): SchemeUnit => ({
  kode,
  judul,
  jenisStandar,
  elemen: elemen.map(([title, kuk], index) => ({ nomor: index + 1, judul: title, kuk })),
});

const JWD = 'SKKNI 282-2016';
const OKM = 'SKKNI 321-2016';

/** Two schemes with SKKNI units as an LSP publishes them; they fill APL.01/02, MAPA.01, IA.01/03/07 and AK.02. */
export const DEMO_SCHEMES: Scheme[] = [
  {
    code: 'SKM/LSP-TIK/JWD/2024',
    titleId: 'Junior Web Developer',
    titleEn: 'Junior Web Developer',
    standard: JWD,
    basic: [
      'Ijazah minimal SMK/D3 bidang Teknologi Informasi',
      'Sertifikat pelatihan pemrograman web berbasis kompetensi',
      'Pengalaman kerja minimal 1 tahun di bidang pengembangan web',
    ],
    administrative: ['Fotokopi KTP', 'Pas foto berwarna 3x4 (2 lembar)', 'Surat keterangan kerja'],
    units: [
      unit('J.620100.004.02', 'Menggunakan Struktur Data', JWD, [
        [
          'Mengidentifikasi konsep data dan struktur data',
          [
            'Konsep data dan struktur data diidentifikasi sesuai dengan konteks permasalahan',
            'Alternatif struktur data dibandingkan kelebihan dan kekurangannya untuk konteks permasalahan yang diselesaikan',
          ],
        ],
        [
          'Menerapkan struktur data dan akses terhadap struktur data tersebut',
          [
            'Struktur data diimplementasikan sesuai dengan bahasa pemrograman yang akan dipergunakan',
            'Akses terhadap data dinyatakan dalam algoritma yang efisien sesuai bahasa pemrograman yang akan dipakai',
          ],
        ],
      ]),
      unit('J.620100.005.02', 'Mengimplementasikan User Interface', JWD, [
        [
          'Mengidentifikasi rancangan user interface',
          [
            'Rancangan user interface diidentifikasi sesuai kebutuhan',
            'Komponen user interface dialog diidentifikasi sesuai konteks rancangan proses',
            'Urutan dari akses komponen user interface dialog dijelaskan',
            'Simulasi (mock-up) dari aplikasi yang akan dikembangkan dibuat',
          ],
        ],
        [
          'Melakukan implementasi rancangan user interface',
          [
            'Menu program sesuai dengan rancangan program diterapkan',
            'Penempatan user interface dialog diatur secara sekuensial',
            'Setting aktif-pasif komponen user interface dialog disesuaikan dengan urutan alur proses',
            'Bentuk style dari komponen user interface ditentukan',
            'Penerapan simulasi dijadikan suatu proses yang sesungguhnya',
          ],
        ],
      ]),
      unit('J.620100.009.01', 'Melakukan Instalasi Software Tools Pemrograman', JWD, [
        [
          'Memilih tools pemrograman yang sesuai dengan kebutuhan',
          [
            'Platform (lingkungan) yang akan digunakan untuk menjalankan tools pemrograman diidentifikasi sesuai dengan kebutuhan',
            'Tools bahasa pemrograman dipilih sesuai dengan kebutuhan dan lingkungan pengembangan',
          ],
        ],
        [
          'Instalasi tools pemrograman',
          [
            'Tools pemrograman ter-install sesuai dengan prosedur',
            'Tools pemrograman bisa dijalankan di lingkungan pengembangan yang telah ditetapkan',
          ],
        ],
        [
          'Menerapkan hasil pemodelan kedalam eksekusi script sederhana',
          [
            'Script (source code) sederhana dibuat sesuai tools pemrograman yang di-install',
            'Script dapat dijalankan dengan benar dan menghasilkan keluaran sesuai scenario yang diharapkan',
          ],
        ],
      ]),
      unit('J.620100.017.02', 'Mengimplementasikan Pemrograman Terstruktur', JWD, [
        [
          'Menggunakan tipe data dan control program',
          [
            'Tipe data yang sesuai standar ditentukan',
            'Syntax program yang dikuasai digunakan sesuai standar',
            'Struktur kontrol program yang dikuasai digunakan sesuai standar',
          ],
        ],
        [
          'Membuat program sederhana',
          [
            'Program baca tulis untuk memasukkan data dari keyboard dan menampilkan ke layar monitor termasuk variasinya sesuai standar masukan/keluaran telah dibuat',
            'Struktur kontrol percabangan dan pengulangan dalam membuat program telah digunakan',
          ],
        ],
        [
          'Membuat program menggunakan prosedur dan fungsi',
          [
            'Program dengan menggunakan prosedur dibuat sesuai aturan penulisan program',
            'Program dengan menggunakan fungsi dibuat sesuai aturan penulisan program',
            'Keterangan untuk setiap prosedur dan fungsi telah diberikan',
          ],
        ],
        [
          'Membuat program menggunakan array',
          [
            'Dimensi array telah ditentukan',
            'Tipe data array telah ditentukan',
            'Panjang array telah ditentukan',
            'Pengurutan array telah digunakan',
          ],
        ],
        [
          'Membuat program untuk akses file',
          ['Program untuk menulis data dalam media penyimpan telah dibuat', 'Program untuk membaca data dari media penyimpan telah dibuat'],
        ],
        ['Mengkompilasi program', ['Kesalahan program telah dikoreksi', 'Kesalahan syntax dalam program telah dibebaskan']],
      ]),
      unit('J.620100.019.002', 'Menggunakan Library atau Komponen Pre-Existing', JWD, [
        [
          'Melakukan pemilihan unit-unit reuse yang potensial',
          [
            'Class unit-unit reuse (dari aplikasi lain) yang sesuai dapat diidentifikasi',
            'Keuntungan efisiensi dari pemanfaatan komponen reuse dapat dihitung',
            'Lisensi, hak cipta dan hak paten tidak dilanggar dalam pemanfaatan komponen reuse tersebut',
          ],
        ],
        [
          'Melakukan integrasi library atau komponen pre-existing dengan source code yang ada',
          [
            'Ketergantungan antar unit diidentifikasi',
            'Penggunaan komponen yang sudah obsolete dihindari',
            'Program yang dihubungkan dengan library diterapkan',
          ],
        ],
        [
          'Melakukan pembaharuan library atau komponen pre-existing yang digunakan',
          [
            'Cara-cara pembaharuan library atau komponen pre-existing diidentifikasi',
            'Pembaharuan library atau komponen pre-existing berhasil dilakukan',
          ],
        ],
      ]),
      unit('J.620100.023.02', 'Membuat Dokumen Kode Program', JWD, [
        [
          'Melakukan identifikasi kode program',
          [
            'Modul program diidentifikasi',
            'Parameter yang dipergunakan diidentifikasi',
            'Algoritma dijelaskan cara kerjanya',
            'Komentar setiap baris kode termasuk data, eksepsi, fungsi, prosedur dan class (bila ada) diberikan',
          ],
        ],
        [
          'Membuat dokumentasi modul program',
          [
            'Dokumentasi modul dibuat sesuai dengan identitas untuk memudahkan pelacakan',
            'Identifikasi dokumentasi diterapkan',
            'Kegunaan modul dijelaskan',
            'Dokumen diperbarui sesuai perubahan kode program',
          ],
        ],
        [
          'Membuat dokumentasi fungsi, prosedur atau method program',
          ['Dokumentasi fungsi, prosedur atau method dibuat', 'Kemungkinan eksepsi dijelaskan', 'Dokumen diperbarui sesuai perubahan kode program'],
        ],
        ['Men-generate dokumentasi', ['Tools untuk generate dokumentasi diidentifikasi', 'Generate dokumentasi dilakukan']],
      ]),
      unit('J.620100.025.02', 'Melakukan Debugging', JWD, [
        [
          'Mempersiapkan kode program',
          ['Kode program sesuai spesifikasi disiapkan', 'Debugging tools untuk melihat proses suatu modul dipersiapkan'],
        ],
        [
          'Melakukan debugging',
          [
            'Kode program dikompilasi sesuai bahasa pemrograman yang digunakan',
            'Kriteria lulus build dianalisis',
            'Kriteria eksekusi aplikasi dianalisis',
            'Kode kesalahan dicatat',
          ],
        ],
        ['Memperbaiki program', ['Perbaikan terhadap kesalahan kompilasi maupun build dirumuskan', 'Perbaikan dilakukan']],
      ]),
    ],
  },
  {
    code: 'SKM/LSP-TIK/OKM/2024',
    titleId: 'Operator Komputer Muda',
    titleEn: 'Junior Computer Operator',
    standard: OKM,
    basic: ['Ijazah minimal SMA/SMK sederajat', 'Sertifikat pelatihan operator komputer atau pengalaman kerja 6 bulan'],
    administrative: ['Fotokopi KTP', 'Pas foto berwarna 3x4 (2 lembar)'],
    units: [
      unit('TIK.OP02.001.01', 'Mengoperasikan Komputer Personal yang Berdiri Sendiri (Stand Alone)', OKM, [
        ['Menyalakan komputer', ['Persiapan penyalaan komputer dilakukan sesuai prosedur', 'Komputer dinyalakan sesuai prosedur']],
        ['Melakukan login ke sistem', ['Nama pengguna dan kata sandi dimasukkan dengan benar', 'Pesan kesalahan login ditangani sesuai prosedur']],
        ['Mematikan komputer', ['Semua aplikasi ditutup sesuai prosedur', 'Komputer dimatikan sesuai prosedur']],
      ]),
      unit('TIK.OP02.002.01', 'Mengoperasikan Sistem Operasi Berbasis Graphical User Interface (GUI)', OKM, [
        ['Mengidentifikasi elemen antarmuka desktop', ['Ikon, jendela, menu dan taskbar diidentifikasi', 'Fungsi tiap elemen dijelaskan']],
        [
          'Mengelola file dan folder',
          [
            'Folder dibuat, diganti nama, dan dihapus sesuai kebutuhan',
            'File disalin dan dipindahkan antar folder',
            'File yang terhapus dipulihkan dari recycle bin',
          ],
        ],
      ]),
      unit('TIK.OP02.006.01', 'Mengoperasikan Perangkat Lunak Pengolah Kata Tingkat Dasar', OKM, [
        ['Membuat dokumen', ['Dokumen baru dibuat menggunakan template yang sesuai', 'Teks diketik dan disunting sesuai kebutuhan']],
        [
          'Memformat dokumen',
          ['Format huruf dan paragraf diterapkan', 'Tabel disisipkan dan diformat', 'Header, footer dan nomor halaman disisipkan'],
        ],
        ['Mencetak dokumen', ['Pratinjau cetak diperiksa', 'Dokumen dicetak sesuai pengaturan halaman']],
      ]),
      unit('TIK.OP02.011.01', 'Mengoperasikan Perangkat Lunak Lembar Sebar (Spreadsheet) Tingkat Dasar', OKM, [
        ['Membuat lembar kerja', ['Data dimasukkan ke sel sesuai tipe datanya', 'Baris dan kolom disisipkan dan dihapus']],
        ['Menggunakan rumus dan fungsi dasar', ['Rumus aritmatika dibuat dengan referensi sel', 'Fungsi SUM, AVERAGE, MIN dan MAX digunakan']],
        ['Membuat grafik', ['Jenis grafik dipilih sesuai data', 'Grafik diberi judul dan label']],
      ]),
      unit('TIK.OP02.018.01', 'Menggunakan Internet untuk Keperluan Informasi', OKM, [
        ['Mengakses situs web', ['Peramban dijalankan dan alamat situs dimasukkan', 'Halaman ditandai (bookmark) untuk akses berikutnya']],
        ['Mencari informasi', ['Mesin pencari digunakan dengan kata kunci yang tepat', 'Informasi yang ditemukan disimpan atau dicetak']],
      ]),
    ],
  },
];

/** The demo schemes, owned by the demo LSP account; an existing code is left as it is. */
export async function seedSchemes(db: Db): Promise<void> {
  const lspEmail = DEMO_ACCOUNTS.find((account) => account.role === 'LSP')?.email ?? '';
  const lsp = await db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select('accounts.id')
    .where('users.email', '=', lspEmail)
    .executeTakeFirst();
  const lspAccountId = lsp?.id ?? null;
  for (const scheme of DEMO_SCHEMES) {
    await db
      .insertInto('certification_schemes')
      .values({
        code: scheme.code,
        title_id: scheme.titleId,
        title_en: scheme.titleEn,
        standard: scheme.standard,
        lsp_account_id: lspAccountId,
        units: JSON.stringify(scheme.units),
        basic_requirements: JSON.stringify(scheme.basic),
        administrative_requirements: JSON.stringify(scheme.administrative),
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .execute();
  }
}
