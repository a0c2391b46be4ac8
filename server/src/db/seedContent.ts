import { paragraphs } from '@core/content/richText';
import type {
  Banner,
  Category,
  ConsultationBannerContent,
  ContactUsContent,
  Faq,
  GlobalPartner,
  HomeContent,
  HomeEntry,
  KaryaBisaContent,
  Media,
  NewsItem,
  Partner,
  TeamMember,
  TextPage,
} from '@core/content/types';
import type { Db } from './connect';
import { coverArt, heroArt, iconArt, logoArt, personArt, sceneArt, type SceneKind } from './seedArtwork';

/**
 * The public site's starting content (SPEC 1-3), in Indonesian and English: every global page, 26 news items over
 * 4 categories aged from seconds to years, 24 partners over 4 categories, a team, 9 FAQs, banners and karya-bisa
 * products. Seeded at every start without overwriting what an operator changed; the pictures are generated SVG
 * artwork (seedArtwork.ts).
 */
const DAY_S = 86_400;

export interface ContentSeed {
  globals: Record<string, unknown>;
  items: { collection: string; id: number; slug: string | null; categoryId: number | null; data: unknown; createdAt: Date }[];
  media: Record<string, string>;
}

export function contentSeed(now: Date): ContentSeed {
  const media: Record<string, string> = {};
  const art = (name: string, svg: string): Media => {
    media[`${name}.svg`] = svg;
    return { url: `/media/${name}.svg` };
  };
  const scenes: SceneKind[] = ['city', 'workshop', 'classroom', 'harbour'];
  const items: ContentSeed['items'] = [];
  const add = (collection: string, id: number, data: object, extra: { slug?: string; categoryId?: number; createdAt?: Date } = {}) =>
    items.push({
      collection,
      id,
      slug: extra.slug ?? null,
      categoryId: extra.categoryId ?? null,
      data: { id, ...data },
      createdAt: extra.createdAt ?? now,
    });

  // News categories: 'All' (id 1) first, as SPEC 3 and 9 require.
  const newsCategories: Category[] = [
    { id: 1, titleId: 'Semua', titleEn: 'All' },
    { id: 2, titleId: 'Pelatihan', titleEn: 'Training' },
    { id: 3, titleId: 'Sertifikasi', titleEn: 'Certification' },
    { id: 4, titleId: 'Karier', titleEn: 'Careers' },
    { id: 5, titleId: 'Kemitraan', titleEn: 'Partnerships' },
  ];
  for (const category of newsCategories) add('type-news', category.id, category);

  const newsTopics: [string, string, number][] = [
    ['BISA Buka Kelas Las Bersertifikat BNSP di Cikarang', 'BISA Opens BNSP-Certified Welding Classes in Cikarang', 2],
    ['1.200 Peserta Ikuti Uji Kompetensi Operator Forklift', '1,200 Participants Take the Forklift Operator Competency Test', 3],
    ['Lowongan Teknisi Listrik untuk Lulusan Program Vokasi', 'Electrical Technician Vacancies for Vocational Graduates', 4],
    ['BISA dan Politeknik Negeri Bandung Tanda Tangani Kerja Sama', 'BISA and Bandung State Polytechnic Sign a Partnership', 5],
    ['Pelatihan Barista untuk Perempuan Wirausaha di Yogyakarta', 'Barista Training for Women Entrepreneurs in Yogyakarta', 2],
    ['Skema Sertifikasi Baru: Juru Masak Hotel', 'New Certification Scheme: Hotel Cook', 3],
    ['Bursa Kerja Daring Hadirkan 80 Perusahaan', 'Online Job Fair Brings 80 Companies', 4],
    ['Kemitraan dengan Asosiasi Logistik Indonesia', 'Partnership with the Indonesian Logistics Association', 5],
    ['Kelas Digital Marketing Kini Tersedia Secara Daring', 'Digital Marketing Classes Now Available Online', 2],
    ['Asesor Kompetensi Baru Dilantik di Surabaya', 'New Competency Assessors Inaugurated in Surabaya', 3],
    ['Tips Menyusun CV untuk Lulusan SMK', 'CV Tips for Vocational High School Graduates', 4],
    ['Program Magang Industri Bersama Pabrik Otomotif', 'Industrial Internships with an Automotive Plant', 5],
    ['Pelatihan K3 untuk Pekerja Konstruksi', 'Occupational Safety Training for Construction Workers', 2],
    ['Sertifikat Kompetensi Diakui di Kawasan ASEAN', 'Competency Certificates Recognised across ASEAN', 3],
    ['Kisah Alumni: Dari Peserta Pelatihan Menjadi Supervisor', 'Alumni Story: From Trainee to Supervisor', 4],
    ['Kolaborasi dengan Pemerintah Daerah Jawa Tengah', 'Collaboration with the Central Java Government', 5],
    ['Pelatihan Perawatan AC Bersama Produsen Elektronik', 'Air Conditioner Maintenance Training with an Electronics Maker', 2],
    ['Uji Kompetensi Pemandu Wisata di Labuan Bajo', 'Tour Guide Competency Tests in Labuan Bajo', 3],
    ['Perusahaan Ritel Rekrut 300 Kasir Bersertifikat', 'Retail Company Hires 300 Certified Cashiers', 4],
    ['BISA Gandeng Kampus untuk Kurikulum Link and Match', 'BISA Teams Up with Universities on Link-and-Match Curricula', 5],
    ['Kelas Pengelasan Bawah Air Dibuka Kembali', 'Underwater Welding Class Reopens', 2],
    ['Sertifikasi Operator Alat Berat Angkatan Ketiga', 'Third Batch of Heavy Equipment Operator Certification', 3],
    ['Peluang Karier di Industri Kendaraan Listrik', 'Career Opportunities in the Electric Vehicle Industry', 4],
    ['Nota Kesepahaman dengan Kamar Dagang Daerah', 'Memorandum of Understanding with the Regional Chamber of Commerce', 5],
    ['Pelatihan Tata Rias untuk Ibu Rumah Tangga', 'Make-up Artistry Training for Homemakers', 2],
    ['Laporan Tahunan: 15.000 Tenaga Kerja Tersertifikasi', 'Annual Report: 15,000 Certified Workers', 3],
  ];
  // Ages from seconds to years (SPEC 4's every unit), newest first.
  const agesS = [
    20,
    50,
    5 * 60,
    45 * 60,
    3 * 3600,
    20 * 3600,
    2 * DAY_S,
    6 * DAY_S,
    13 * DAY_S,
    27 * DAY_S,
    45 * DAY_S,
    75 * DAY_S,
    120 * DAY_S,
    170 * DAY_S,
    220 * DAY_S,
    280 * DAY_S,
    335 * DAY_S,
    400 * DAY_S,
    480 * DAY_S,
    560 * DAY_S,
    700 * DAY_S,
    820 * DAY_S,
    1000 * DAY_S,
    1200 * DAY_S,
    1500 * DAY_S,
    1900 * DAY_S,
  ];
  const writers = ['Rina Kusumawati', 'Andi Pratama', 'Dewi Lestari', 'Budi Santoso'];
  newsTopics.forEach(([titleId, titleEn, categoryId], index) => {
    const id = index + 1;
    const createdAt = new Date(now.getTime() - agesS[index]! * 1000);
    const category = newsCategories[categoryId - 1]!;
    const slug = titleEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    // Older articles carry the date the editor gave them (a day before the record was entered).
    const createdDate = index >= 8 ? new Date(createdAt.getTime() - DAY_S * 1000).toISOString() : null;
    const item: Omit<NewsItem, 'id'> = {
      slug,
      image_news: art(`news-${id}`, coverArt(titleEn, `news-${id}`, 800, 450)),
      titleId,
      titleEn,
      type_news: category,
      contentId: paragraphs(
        `${titleId}. Kegiatan ini merupakan bagian dari upaya BISA meningkatkan keterampilan tenaga kerja Indonesia.`,
        'Peserta mendapat pendampingan instruktur berpengalaman, praktik langsung di fasilitas industri, dan kesempatan mengikuti uji kompetensi.',
        'Informasi pendaftaran tersedia melalui halaman program atau hubungi tim kami.',
      ),
      contentEn: paragraphs(
        `${titleEn}. The activity is part of BISA's effort to raise the skills of Indonesia's workforce.`,
        'Participants are coached by experienced instructors, practise hands-on at industrial facilities and may sit a competency test.',
        'Registration details are on the program page, or contact our team.',
      ),
      writer: writers[index % writers.length]!,
      createdDate,
      createdAt: createdAt.toISOString(),
    };
    add('news', id, item, { slug, categoryId, createdAt });
  });

  const partnerCategories: Category[] = [
    { id: 1, titleId: 'Industri', titleEn: 'Industry' },
    { id: 2, titleId: 'Pendidikan', titleEn: 'Education' },
    { id: 3, titleId: 'Pemerintah', titleEn: 'Government' },
    { id: 4, titleId: 'Asosiasi', titleEn: 'Associations' },
  ];
  for (const category of partnerCategories) add('type-partner', category.id, category);
  const partnerNames: [string, string][] = [
    ['PT Astra Otoparts', 'Jakarta Utara'],
    ['Politeknik Negeri Bandung', 'Bandung'],
    ['Kementerian Ketenagakerjaan', 'Jakarta Selatan'],
    ['Asosiasi Logistik Indonesia', 'Jakarta Pusat'],
    ['PT Sinar Mas Agro', 'Jakarta Pusat'],
    ['Universitas Gadjah Mada', 'Yogyakarta'],
    ['Dinas Tenaga Kerja Jawa Tengah', 'Semarang'],
    ['Kamar Dagang Jawa Timur', 'Surabaya'],
    ['PT Indofood Sukses Makmur', 'Jakarta Selatan'],
    ['SMK Negeri 1 Cibinong', 'Bogor'],
    ['Balai Latihan Kerja Bekasi', 'Bekasi'],
    ['Asosiasi Hotel dan Restoran', 'Denpasar'],
    ['PT Wijaya Karya', 'Jakarta Timur'],
    ['Institut Teknologi Sepuluh Nopember', 'Surabaya'],
    ['Pemerintah Kota Batam', 'Batam'],
    ['Asosiasi Pengusaha Ritel', 'Jakarta Barat'],
    ['PT Pertamina Training', 'Jakarta Pusat'],
    ['Politeknik Negeri Medan', 'Medan'],
    ['Dinas Pariwisata NTT', 'Kupang'],
    ['Ikatan Barista Indonesia', 'Yogyakarta'],
    ['PT Garuda Maintenance Facility', 'Tangerang'],
    ['Universitas Hasanuddin', 'Makassar'],
    ['Badan Nasional Sertifikasi Profesi', 'Jakarta Selatan'],
    ['Asosiasi Kontraktor Konstruksi', 'Balikpapan'],
  ];
  partnerNames.forEach(([name, city], index) => {
    const id = index + 1;
    const category = partnerCategories[index % 4]!;
    const partner: Omit<Partner, 'id'> = {
      partner_name: name,
      image_partner: art(`partner-${id}`, logoArt(name)),
      type_partner: category,
      descriptionId: `${name} bekerja sama dengan BISA menyiapkan tenaga kerja terampil melalui pelatihan, magang dan sertifikasi kompetensi.`,
      descriptionEn: `${name} works with BISA to prepare skilled workers through training, internships and competency certification.`,
      section: [
        { id: 1, number: `${(index + 2) * 35}+`, descriptionId: 'Peserta terlatih', descriptionEn: 'Trainees trained' },
        { id: 2, number: `${(index % 5) + 2}`, descriptionId: 'Program bersama', descriptionEn: 'Joint programs' },
        { id: 3, number: `${2018 + (index % 6)}`, descriptionId: 'Bermitra sejak', descriptionEn: 'Partner since' },
      ],
      location: { address: `${city}, Indonesia`, icon: art('icon-location', iconArt('•')) },
      collaboration: {
        titleId: 'Bentuk Kolaborasi',
        titleEn: 'How we collaborate',
        descriptionId: 'Penyusunan kurikulum bersama, kelas praktik di lokasi mitra, dan penyaluran lulusan.',
        descriptionEn: 'Joint curriculum design, practical classes at the partner’s site and graduate placement.',
        PartnerImage: [1, 2].map((n) => ({ id: n, Image: art(`partner-${id}-collab-${n}`, sceneArt(scenes[(id + n) % 4]!, `${name} ${n}`)) })),
      },
    };
    add('partners', id, partner, { categoryId: category.id, createdAt: new Date(now.getTime() - index * DAY_S * 1000) });
  });

  const icon = (name: string) => art(`icon-${name.toLowerCase()}`, iconArt(name[0]!));
  const team: [string, string][] = [
    ['Hendra Wijaya', 'Chief Executive Officer'],
    ['Sari Puspitasari', 'Chief Operating Officer'],
    ['Agus Salim', 'Head of Training'],
    ['Maya Anggraini', 'Head of Certification'],
    ['Rudi Hartono', 'Head of Partnerships'],
    ['Lina Marlina', 'Career Services Lead'],
  ];
  team.forEach(([name, role], index) => {
    const member: Omit<TeamMember, 'id'> = {
      name,
      role,
      image: art(`team-${index + 1}`, personArt(name)),
      social_media: [
        { id: 1, name: 'LinkedIn', url: `https://www.linkedin.com/in/${name.toLowerCase().replace(/ /g, '-')}`, icons: icon('LinkedIn') },
        { id: 2, name: 'Instagram', url: `https://www.instagram.com/${name.toLowerCase().replace(/ /g, '')}`, icons: icon('Instagram') },
      ],
    };
    add('our-teams', index + 1, member);
  });

  const banners: Omit<Banner, 'id'>[] = [
    {
      fileBanner: art('banner-1', sceneArt('classroom', 'banner-1', 1200, 400)).url,
      title: 'Sertifikasi Kompetensi BNSP',
      redirectLink: '/program/bisa-academy/certification',
    },
    {
      fileBanner: art('banner-2', sceneArt('workshop', 'banner-2', 1200, 400)).url,
      title: 'Program Link and Match',
      redirectLink: '/program/bisa-for-business/link-and-match',
    },
    { fileBanner: art('banner-3', sceneArt('city', 'banner-3', 1200, 400)).url, title: 'Karya BISA untuk Perusahaan', redirectLink: '/karya-bisa' },
  ];
  banners.forEach((banner, index) => add('banners', index + 1, banner));
  partnerNames.slice(0, 8).forEach(([name], index) => add('corporate-images', index + 1, { fileLogo: `/media/partner-${index + 1}.svg`, name }));

  const faqs: Faq[] = [
    [
      'Apa itu BISA?',
      'What is BISA?',
      'BISA adalah platform pelatihan vokasi, sertifikasi kompetensi dan penyaluran kerja.',
      'BISA is a platform for vocational training, competency certification and job placement.',
    ],
    [
      'Bagaimana cara mendaftar program?',
      'How do I enrol in a program?',
      'Buat akun, pilih program, tambahkan ke keranjang dan selesaikan pembayaran.',
      'Create an account, choose a program, add it to the cart and complete payment.',
    ],
    [
      'Apakah sertifikat BISA diakui?',
      'Are BISA certificates recognised?',
      'Sertifikat kompetensi diterbitkan melalui LSP berlisensi BNSP.',
      'Competency certificates are issued through BNSP-licensed certification bodies.',
    ],
    [
      'Berapa lama pelatihan berlangsung?',
      'How long does training take?',
      'Antara dua hari hingga tiga bulan, tergantung program.',
      'From two days to three months, depending on the program.',
    ],
    [
      'Apakah ada pelatihan daring?',
      'Is there online training?',
      'Ya, banyak kelas tersedia daring maupun tatap muka.',
      'Yes, many classes run online as well as in person.',
    ],
    [
      'Bagaimana perusahaan bisa bermitra?',
      'How can a company partner with BISA?',
      'Hubungi kami melalui halaman kontak atau layanan Karya BISA.',
      'Contact us through the contact page or the Karya BISA service.',
    ],
    [
      'Apakah ada beasiswa?',
      'Are scholarships available?',
      'Ya, lihat halaman beasiswa untuk program yang sedang dibuka.',
      'Yes, see the scholarship page for open programs.',
    ],
    [
      'Bagaimana cara melamar pekerjaan?',
      'How do I apply for a job?',
      'Daftar sebagai pencari kerja dan lamar lowongan di BISA Talent.',
      'Register as a job seeker and apply to vacancies on BISA Talent.',
    ],
    [
      'Metode pembayaran apa yang tersedia?',
      'Which payment methods are available?',
      'Transfer bank, kartu kredit dan dompet digital.',
      'Bank transfer, credit card and e-wallets.',
    ],
  ].map(([questionId, questionEn, answerId, answerEn], index) => ({
    id: index + 1,
    questionId: questionId!,
    questionEn: questionEn!,
    answerId: answerId!,
    answerEn: answerEn!,
  }));

  const entry = (
    id: number,
    titleId: string,
    titleEn: string,
    descriptionId: string,
    descriptionEn: string,
    extra: Partial<HomeEntry> = {},
  ): HomeEntry => ({
    id,
    titleId,
    titleEn,
    descriptionId,
    descriptionEn,
    ...extra,
  });
  const globalPartner: GlobalPartner = {
    titleId: 'Mitra Kami',
    titleEn: 'Our Partners',
    globalPartnerImages: partnerNames.slice(0, 12).map((_, index) => ({ image: { url: `/media/partner-${index + 1}.svg` } })),
  };
  const home: HomeContent = {
    banner: {
      headingId: 'Tingkatkan Keterampilan, Raih Karier Impian',
      headingEn: 'Build Your Skills, Reach Your Dream Career',
      subheadingId: 'Pelatihan vokasi, sertifikasi kompetensi dan penyaluran kerja dalam satu platform.',
      subheadingEn: 'Vocational training, competency certification and job placement on one platform.',
      // A small looping clip shipped with the public site (scripts/make-banner-video.mjs); the operator may set another.
      video: { url: '/home-banner.webm' },
      poster: art('home-banner', heroArt()),
    },
    coverages: [
      entry(1, 'Provinsi', 'Provinces', 'Jangkauan pelatihan di seluruh Indonesia', 'Training reach across Indonesia', { number: '34' }),
      entry(2, 'Mitra Industri', 'Industry partners', 'Perusahaan yang merekrut lulusan kami', 'Companies hiring our graduates', { number: '250+' }),
      entry(3, 'Skema Sertifikasi', 'Certification schemes', 'Skema kompetensi berlisensi BNSP', 'BNSP-licensed competency schemes', {
        number: '120',
      }),
    ],
    usp: [
      entry(1, 'Kurikulum Industri', 'Industry curriculum', 'Disusun bersama mitra industri.', 'Designed with industry partners.', {
        image: art('usp-1', coverArt('Kurikulum industri', 'usp-1', 400, 400)),
      }),
      entry(2, 'Sertifikasi Resmi', 'Official certification', 'Diuji asesor kompetensi berlisensi.', 'Tested by licensed assessors.', {
        image: art('usp-2', coverArt('Sertifikasi resmi', 'usp-2', 400, 400)),
      }),
      entry(3, 'Penyaluran Kerja', 'Job placement', 'Terhubung langsung dengan perekrut.', 'Connected directly with recruiters.', {
        image: art('usp-3', coverArt('Penyaluran kerja', 'usp-3', 400, 400)),
      }),
    ],
    impact: [
      entry(1, 'Peserta Terlatih', 'People trained', 'Sejak 2018', 'Since 2018', { number: '48.000+' }),
      entry(2, 'Tersertifikasi', 'Certified', 'Pemegang sertifikat kompetensi', 'Competency certificate holders', { number: '15.000+' }),
      entry(3, 'Tersalurkan', 'Placed in jobs', 'Alumni bekerja dalam 6 bulan', 'Alumni employed within 6 months', { number: '72%' }),
    ],
    service: [
      entry(
        1,
        'BISA Academy',
        'BISA Academy',
        'Kursus, paket dan sertifikasi untuk individu.',
        'Courses, packages and certification for individuals.',
        { image: art('service-1', sceneArt('classroom', 'service-1', 600, 400)) },
      ),
      entry(
        2,
        'BISA for Business',
        'BISA for Business',
        'Link and match serta learning industrial untuk perusahaan.',
        'Link-and-match and industrial learning for companies.',
        { image: art('service-2', sceneArt('city', 'service-2', 600, 400)) },
      ),
      entry(3, 'BISA Talent', 'BISA Talent', 'Lowongan kerja dan sumber talenta.', 'Job vacancies and a talent source.', {
        image: art('service-3', sceneArt('harbour', 'service-3', 600, 400)),
      }),
    ],
    alumni: [
      entry(
        1,
        'Siti Rahmawati',
        'Siti Rahmawati',
        'Kini teknisi listrik di pabrik otomotif.',
        'Now an electrical technician at an automotive plant.',
        { image: art('alumni-1', personArt('Siti Rahmawati')) },
      ),
      entry(2, 'Yoga Firmansyah', 'Yoga Firmansyah', 'Lulus sertifikasi operator alat berat.', 'Certified heavy equipment operator.', {
        image: art('alumni-2', personArt('Yoga Firmansyah')),
      }),
    ],
    karyaBisa: entry(
      1,
      'Karya BISA',
      'Karya BISA',
      'Pelatihan korporat yang disesuaikan dengan kebutuhan perusahaan Anda.',
      'Corporate training tailored to your company.',
      { image: art('home-karyabisa', sceneArt('workshop', 'home-karyabisa', 600, 400)) },
    ),
    perempuanBisa: entry(
      1,
      'Perempuan BISA',
      'Perempuan BISA',
      'Program pemberdayaan keterampilan bagi perempuan.',
      'A skills empowerment program for women.',
      { image: art('home-perempuanbisa', sceneArt('classroom', 'home-perempuanbisa', 600, 400)) },
    ),
    testimonial: [
      {
        ...entry(
          1,
          'Pelatihannya praktis dan langsung dipakai di tempat kerja.',
          'The training was practical and I use it at work every day.',
          'Peserta kelas las',
          'Welding class participant',
        ),
        name: 'Dimas Saputra',
        image: art('testimonial-1', personArt('Dimas Saputra', 160)),
      },
      {
        ...entry(
          2,
          'Sertifikat BNSP membuka jalan saya ke pekerjaan baru.',
          'The BNSP certificate opened the way to my new job.',
          'Alumni sertifikasi',
          'Certification alumna',
        ),
        name: 'Nur Aisyah',
        image: art('testimonial-2', personArt('Nur Aisyah', 160)),
      },
    ],
    partners: globalPartner,
    faqs,
  };

  const page = (
    slug: string,
    titleId: string,
    titleEn: string,
    subtitleId: string,
    subtitleEn: string,
    bodyId: string[],
    bodyEn: string[],
    variant: number,
  ): TextPage => ({
    titleId,
    titleEn,
    subtitleId,
    subtitleEn,
    image: art(`page-${slug}`, sceneArt(scenes[variant % 4]!, slug, 1200, 500)),
    contentId: paragraphs(...bodyId),
    contentEn: paragraphs(...bodyEn),
  });
  const contactUs: ContactUsContent = {
    headingEn: 'Contact Us',
    headingId: 'Hubungi Kami',
    titleEn: 'We are happy to help you',
    titleId: 'Kami siap membantu Anda',
    office: { titleEn: 'Head office', titleId: 'Kantor pusat', address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Jakarta Selatan 12190' },
    phone: {
      titleEn: 'Phone',
      titleId: 'Telepon',
      content_number_phone: [
        { id: 1, number: '+62 21 5150 1234' },
        { id: 2, number: '+62 812 3456 7890' },
      ],
    },
    enquires: {
      titleEn: 'Enquiries',
      titleId: 'Pertanyaan',
      content_email: [
        { id: 1, email: 'halo@bisa.co.id' },
        { id: 2, email: 'kemitraan@bisa.co.id' },
      ],
    },
    social_media: [
      { id: 1, name: 'Instagram', url: 'https://www.instagram.com/bisa.id' },
      { id: 2, name: 'LinkedIn', url: 'https://www.linkedin.com/company/bisa-id' },
      { id: 3, name: 'YouTube', url: 'https://www.youtube.com/@bisa.id' },
    ],
  };
  const karyaBisa: KaryaBisaContent = {
    Banner: [
      {
        Heading: 'For Corporate',
        headingEnglish: 'For Corporate',
        Subheading: 'Tingkatkan Kualitas dan Keterampilan Tenaga Kerja',
        subheadingEnglish: 'Raise the Quality and Skills of Your Workforce',
        Image: art('karyabisa-banner', sceneArt('workshop', 'karyabisa-banner', 1200, 500)),
      },
    ],
    Product: (
      [
        [
          ['Pelatihan Kepemimpinan', 'Leadership Training'],
          ['Soft skill', 'Soft skills'],
          'Program kepemimpinan untuk supervisor dan manajer lini.',
          'A leadership program for supervisors and line managers.',
        ],
        [
          ['K3 Umum', 'General Occupational Safety and Health'],
          ['Keselamatan', 'Safety'],
          'Pelatihan keselamatan dan kesehatan kerja bersertifikat.',
          'Certified occupational health and safety training.',
        ],
        [
          ['Layanan Pelanggan Prima', 'Excellent Customer Service'],
          ['Soft skill', 'Soft skills'],
          'Standar layanan pelanggan untuk ritel dan perhotelan.',
          'Customer service standards for retail and hospitality.',
        ],
        [
          ['Operator Produksi', 'Production Operator'],
          ['Teknis', 'Technical'],
          'Keterampilan operator lini produksi manufaktur.',
          'Skills for manufacturing line operators.',
        ],
      ] satisfies [[string, string], [string, string], string, string][]
    ).map(([[name, nameEnglish], [category, categoryEnglish], description, descriptionEnglish], index) => ({
      id: index + 1,
      Name: name,
      nameEnglish,
      Category: category,
      categoryEnglish,
      Description: description,
      descriptionEnglish,
      Images: [1, 2, 3].map((n) => ({ id: n, Image: art(`product-${index + 1}-${n}`, coverArt(name, `product-${index + 1}-${n}`, 800, 500)) })),
    })),
  };
  const consultation: ConsultationBannerContent = {
    heading: 'Konsultasi Sekarang',
    headingEnglish: 'Consult Us Now',
    subheading: 'Ceritakan kebutuhan pelatihan tim Anda, konsultan kami akan menghubungi Anda.',
    subheadingEnglish: 'Tell us what training your team needs and our consultants will get in touch.',
    url: art('consultation', sceneArt('classroom', 'consultation', 800, 400)).url,
  };
  const lorem = (topicId: string) => [
    `${topicId} di BISA dirancang agar setiap orang Indonesia mendapat kesempatan yang sama untuk berkembang.`,
    'Kami bekerja bersama industri, lembaga pendidikan dan pemerintah untuk menyiapkan tenaga kerja yang kompeten.',
  ];
  const loremEn = (topicEn: string) => [
    `${topicEn} at BISA is designed so that every Indonesian has the same chance to grow.`,
    'We work with industry, education and government to prepare a competent workforce.',
  ];
  const globals: Record<string, unknown> = {
    home,
    'about-us': page(
      'about-us',
      'Tentang Kami',
      'About Us',
      'Bina Insan Sukses Abadi',
      'Bina Insan Sukses Abadi',
      lorem('Setiap program'),
      loremEn('Every program'),
      215,
    ),
    alumni: page(
      'alumni',
      'Alumni BISA',
      'BISA Alumni',
      'Kisah sukses lulusan kami',
      'Our graduates’ success stories',
      lorem('Jaringan alumni'),
      loremEn('The alumni network'),
      235,
    ),
    'privacy-policy': page(
      'privacy-policy',
      'Kebijakan Privasi',
      'Privacy Policy',
      'Berlaku sejak 1 Januari 2024',
      'Effective 1 January 2024',
      [
        'Kami mengumpulkan data yang Anda berikan saat mendaftar, seperti nama, e-mail dan nomor telepon.',
        'Data digunakan untuk layanan pelatihan, sertifikasi dan penyaluran kerja, dan tidak dijual kepada pihak lain.',
        'Anda dapat meminta salinan atau penghapusan data Anda melalui halaman kontak.',
      ],
      [
        'We collect the data you give when registering, such as your name, e-mail and phone number.',
        'It is used for training, certification and job placement services, and is never sold.',
        'You may ask for a copy or the deletion of your data through the contact page.',
      ],
      250,
    ),
    'term-service': page(
      'term-service',
      'Syarat dan Ketentuan',
      'Terms of Service',
      'Berlaku sejak 1 Januari 2024',
      'Effective 1 January 2024',
      [
        'Dengan menggunakan layanan BISA Anda menyetujui syarat berikut.',
        'Akun bersifat pribadi dan tidak boleh dipindahtangankan.',
        'Pembayaran program yang telah dimulai tidak dapat dikembalikan.',
      ],
      [
        'By using BISA’s services you agree to the following terms.',
        'Accounts are personal and may not be transferred.',
        'Payments for programs that have started are not refundable.',
      ],
      260,
    ),
    'bisa-corporate': page(
      'bisa-corporate',
      'BISA untuk Korporat',
      'BISA for Corporate',
      'Ruang Vokasi untuk perusahaan',
      'Vocational Room for companies',
      lorem('Pelatihan korporat'),
      loremEn('Corporate training'),
      225,
    ),
    'bisa-education': page(
      'bisa-education',
      'BISA untuk Pendidikan',
      'BISA for Education',
      'Ruang Vokasi untuk sekolah dan kampus',
      'Vocational Room for schools and campuses',
      lorem('Kemitraan pendidikan'),
      loremEn('Education partnership'),
      245,
    ),
    'contact-us-content': contactUs,
    karyabisa: karyaBisa,
    'global-partner': globalPartner,
    'consultation-banner': consultation,
    ecosystem: page(
      'ecosystem',
      'Ekosistem BISA',
      'The BISA Ecosystem',
      'Pelatihan, sertifikasi dan penyaluran kerja dalam satu tempat',
      'Training, certification and job placement in one place',
      [
        'BISA Academy menyediakan kursus, paket dan program profesi yang disusun bersama praktisi industri.',
        'Lembaga Sertifikasi Profesi (LSP) mitra menguji kompetensi peserta dengan skema BNSP, dan asesor kami mendampingi dari pra-asesmen sampai keputusan.',
        'BISA Talent mempertemukan lulusan bersertifikat dengan perusahaan yang membuka lowongan, sementara BISA for Business merancang program link-and-match dan learning-industrial bagi perusahaan dan kampus.',
      ],
      [
        'BISA Academy offers courses, packages and profession programs built with industry practitioners.',
        'Partner certification bodies (LSP) assess learners against BNSP schemes, and our assessors guide them from pre-assessment to the decision.',
        'BISA Talent matches certified graduates with companies that are hiring, while BISA for Business designs link-and-match and learning-industrial programs for companies and campuses.',
      ],
      200,
    ),
    'what-we-do': page(
      'what-we-do',
      'Apa yang Kami Lakukan',
      'What We Do',
      'Dari kelas sampai tempat kerja',
      'From the classroom to the workplace',
      [
        'Kami memetakan kebutuhan kompetensi industri dan menerjemahkannya menjadi kurikulum pelatihan vokasi yang praktis.',
        'Peserta belajar secara daring dan tatap muka, menjalani on-the-job training, lalu mengikuti uji kompetensi bersertifikat BNSP.',
        'Setelah lulus, peserta mendapat akses ke lowongan kerja mitra dan pendampingan karier hingga enam bulan.',
      ],
      [
        'We map the competencies industry needs and turn them into practical vocational training curricula.',
        'Learners study online and in person, complete on-the-job training, then take a BNSP-certified competency assessment.',
        'Graduates then get access to our partners’ job vacancies and up to six months of career coaching.',
      ],
      210,
    ),
    scholarship: page(
      'scholarship',
      'Beasiswa BISA',
      'BISA Scholarship',
      'Pelatihan dan sertifikasi tanpa biaya bagi peserta terpilih',
      'Free training and certification for selected learners',
      [
        'Beasiswa BISA membiayai penuh satu program pelatihan beserta uji kompetensinya bagi lulusan SMA/SMK dan pencari kerja berusia 18 sampai 30 tahun.',
        'Pendaftaran dibuka dua kali setahun, pada bulan Februari dan Agustus. Seleksi meliputi tes potensi dasar dan wawancara daring.',
        'Prioritas diberikan kepada peserta dari keluarga prasejahtera, perempuan kepala keluarga dan penyandang disabilitas.',
      ],
      [
        'The BISA Scholarship fully funds one training program and its competency assessment for high-school and vocational-school graduates and job seekers aged 18 to 30.',
        'Applications open twice a year, in February and August. Selection includes an aptitude test and an online interview.',
        'Priority goes to applicants from low-income families, women heads of household and people with disabilities.',
      ],
      160,
    ),
    investor: page(
      'investor',
      'Hubungan Investor',
      'Investor Relations',
      'Berinvestasi pada tenaga kerja Indonesia',
      'Investing in Indonesia’s workforce',
      [
        'BISA tumbuh bersama lebih dari 150 mitra industri dan lembaga pendidikan di 20 provinsi.',
        'Model usaha kami menggabungkan penjualan program pelatihan, layanan sertifikasi dan biaya penempatan kerja, sehingga pendapatan tidak bergantung pada satu sumber.',
        'Untuk laporan tahunan dan informasi pendanaan, hubungi tim hubungan investor di investor@bisa.co.id.',
      ],
      [
        'BISA grows with more than 150 industry and education partners in 20 provinces.',
        'Our business model combines training program sales, certification services and placement fees, so revenue does not depend on a single source.',
        'For annual reports and funding information, contact the investor relations team at investor@bisa.co.id.',
      ],
      190,
    ),
    affiliate: page(
      'affiliate',
      'Program Afiliasi',
      'Affiliate Program',
      'Ajak orang belajar, dapatkan komisi',
      'Bring people to learn, earn a commission',
      [
        'Program afiliasi BISA terbuka untuk alumni, pengajar dan komunitas yang ingin merekomendasikan program kami.',
        'Setiap pendaftaran yang berasal dari tautan afiliasi Anda memberi komisi 10% dari harga program, dibayarkan setiap akhir bulan.',
        'Daftar melalui halaman kontak dengan menyebutkan “Afiliasi” pada afiliasi Anda; tim kami akan mengirim tautan dan materi promosi.',
      ],
      [
        'The BISA affiliate program is open to alumni, teachers and communities who want to recommend our programs.',
        'Every enrolment that comes through your affiliate link earns a 10% commission on the program price, paid at the end of each month.',
        'Apply through the contact page, writing “Affiliate” as your affiliation; our team will send your link and promotional material.',
      ],
      175,
    ),
    'get-app': page(
      'get-app',
      'Unduh Aplikasi BISA',
      'Get the BISA App',
      'Belajar dan pantau sertifikasi dari ponsel',
      'Learn and follow your certification from your phone',
      [
        'Aplikasi BISA untuk Android dan iOS menyimpan materi kursus agar bisa dipelajari tanpa koneksi internet.',
        'Terima notifikasi jadwal pelatihan, jadwal uji kompetensi dan hasil asesmen langsung di ponsel Anda.',
        'Unduh aplikasi di Google Play atau App Store, lalu masuk dengan akun BISA yang sama.',
      ],
      [
        'The BISA app for Android and iOS keeps course material on your phone so you can study without an internet connection.',
        'Get notified of training schedules, assessment dates and results right on your phone.',
        'Download the app from Google Play or the App Store, then sign in with the same BISA account.',
      ],
      240,
    ),
  };
  return { globals, items, media };
}

/**
 * Adds each global page that is missing, and each collection's documents while that collection is still empty:
 * what an operator changed, added or deleted stays as it is across restarts.
 */
export async function seedContent(db: Db, seed: ContentSeed): Promise<void> {
  await db
    .insertInto('content_globals')
    .values(Object.entries(seed.globals).map(([slug, data]) => ({ slug, data: JSON.stringify(data) })))
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
  const present = await db.selectFrom('content_items').select('collection').distinct().execute();
  const seeded = new Set(present.map((row) => row.collection));
  const missing = seed.items.filter((item) => !seeded.has(item.collection));
  if (missing.length === 0) return;
  await db
    .insertInto('content_items')
    .values(
      missing.map((item) => ({
        collection: item.collection,
        id: item.id,
        slug: item.slug,
        category_id: item.categoryId,
        data: JSON.stringify(item.data),
        created_at: item.createdAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(['collection', 'id']).doNothing())
    .execute();
}
