import { lspPagesId } from './lspPages.id';
import { certificationPagesId } from './certificationPages.id';
import { verifyId } from './verify.id';
import { jobQueueId } from './jobQueue.id';
import { siteAnalyticsId } from './siteAnalytics.id';
import { siteLookId } from './siteLook.id';
import { siteFindId } from './siteFind.id';
import { locationsId } from './locations.id';
import { jobsId } from './jobs.id';
import { jobPagesId } from './jobPages.id';
import { jobSeekerPagesId } from './jobSeekerPages.id';
import { companyProfileId } from './companyProfile.id';
import { jobProfileId } from './jobProfile.id';
import { candidatePagesId } from './candidatePages.id';
import { talentSourceId } from './talentSource.id';
import { partnerRegistrationId } from './partnerRegistration.id';
import { employerPagesId } from './employerPages.id';
import { certificationId } from './certification.id';
import { screeningTestsId } from './screeningTests.id';
import { trainerDashboardId } from './trainerDashboard.id';
import { classOpsId } from './classOps.id';
import { learnerId } from './learner.id';
import { studioId } from './studio.id';
import { scormId } from './scorm.id';
import type { Catalog } from './catalog';
import { calendarForumId } from './calendarForum.id';
import { commonId } from './common.id';
import { validationId } from './validation.id';
import { errorsId } from './errors.id';
import { messagesId } from './messages.id';
import { notificationsId } from './notifications.id';
import { memberId } from './member.id';
import { menuId } from './menu.id';
import { memberAreaId } from './memberArea.id';
import { profileId } from './profile.id';
import { catalogueId } from './catalogue.id';
import { cartId } from './cart.id';
import { contentId } from './content.id';
import { organisationsId } from './organisations.id';
import { formsId } from './forms.id';
import { checkoutId } from './checkout.id';
import { invoiceId } from './invoice.id';
import { paymentsId } from './payments.id';
import { operatorId } from './operator.id';
import { myProgramsId } from './myPrograms.id';
import { transactionsId } from './transactions.id';

/** Indonesian catalog (default locale). */
export const id: Catalog = {
  common: commonId,
  validation: validationId,
  errors: errorsId,
  messages: messagesId,
  mail: {
    confirmSubject: 'Konfirmasi alamat e-mail Anda',
    confirmBody: 'Halo %{name},\n\nKonfirmasi alamat e-mail Anda dengan membuka tautan ini:\n%{link}\n\nTautan berlaku 48 jam.',
    resetSubject: 'Atur ulang kata sandi Anda',
    resetBody:
      'Halo %{name},\n\nAda permintaan untuk mengatur ulang kata sandi akun Anda. Untuk memilih kata sandi baru, buka tautan ini dalam 30 menit:\n%{link}\n\nJika bukan Anda, abaikan e-mail ini; kata sandi Anda tetap seperti semula.',
  },
  home: {
    title: 'Beranda',
    tagline: 'Pelatihan vokasi, sertifikasi kompetensi dan penempatan kerja dalam satu tempat.',
  },
  notifications: notificationsId,
  auth: {
    loginTitle: 'Masuk',
    loginDescription: 'Masuk ke akun Anda untuk melanjutkan pelatihan, sertifikasi dan mencari kerja.',
    email: 'E-mail',
    password: 'Kata sandi',
    confirmPassword: 'Ulangi kata sandi',
    showPassword: 'Tampilkan kata sandi',
    hidePassword: 'Sembunyikan kata sandi',
    fullname: 'Nama lengkap',
    phone: 'Nomor telepon (opsional)',
    accountType: 'Jenis akun',
    loginButton: 'Masuk',
    noAccount: 'Belum punya akun?',
    registerLink: 'Daftar',
    forgotLink: 'Lupa kata sandi?',
    registerTitle: 'Daftar',
    registerDescription: 'Buat akun untuk mengikuti pelatihan, sertifikasi dan portal kerja.',
    registerButton: 'Buat akun',
    haveAccount: 'Sudah punya akun?',
    loginLink: 'Masuk',
    registeredTitle: 'Periksa e-mail Anda',
    registeredText: 'Kami mengirim tautan konfirmasi ke %{email}. Buka tautan itu untuk mengaktifkan akun Anda.',
    resend: 'Kirim ulang e-mail konfirmasi',
    confirmTitle: 'Konfirmasi e-mail',
    confirmDescription: 'Konfirmasi alamat e-mail akun BISA Anda.',
    confirmedText: 'Alamat e-mail Anda sudah dikonfirmasi. Sekarang Anda dapat masuk.',
    confirmFailed: 'Kami tidak dapat mengonfirmasi alamat e-mail Anda.',
    forgotTitle: 'Lupa kata sandi',
    forgotDescription: 'Masukkan e-mail akun Anda dan kami akan mengirim tautan untuk memilih kata sandi baru.',
    forgotButton: 'Kirim tautan',
    resetTitle: 'Pilih kata sandi baru',
    resetDescription: 'Masukkan kata sandi baru untuk akun Anda.',
    newPassword: 'Kata sandi baru',
    resetButton: 'Simpan kata sandi baru',
    missingToken: 'Tautan tidak lengkap. Buka kembali tautan dari e-mail Anda.',
    accountTypes: {
      trainee: 'Peserta pelatihan',
      trainer: 'Pelatih',
      'content-creator': 'Pembuat konten',
      lsp: 'Lembaga sertifikasi (LSP)',
      'job-seeker': 'Pencari kerja',
      employer: 'Pemberi kerja',
    },
  },
  member: memberId,
  menu: menuId,
  memberArea: memberAreaId,
  profile: profileId,
  site: {
    header: {
      logo: 'BISA, halaman beranda',
      mainNav: 'Utama',
      menu: 'Menu',
      openMenu: 'Buka menu',
      closeMenu: 'Tutup menu',
      login: 'Masuk',
      dashboard: 'Dasbor',
    },
    nav: {
      home: 'Beranda',
      program: 'Program',
      vocationalRoom: 'Ruang Vokasi',
      forCorporate: 'BISA untuk Korporasi',
      forEducation: 'BISA untuk Pendidikan',
      karyaBisa: 'Karya BISA',
      womenProgram: 'Perempuan BISA',
      comingSoon: 'Segera hadir',
      aboutUs: 'Tentang Kami',
      ourStory: 'Kisah Kami',
      news: 'Berita',
      contactUs: 'Hubungi Kami',
      newTab: '(membuka tab baru)',
    },
    footer: {
      links: 'Footer',
      downloadApp: 'Unduh aplikasinya',
      googlePlay: 'Dapatkan di Google Play',
      appStore: 'Unduh di App Store',
      followUs: 'Ikuti kami',
      instagram: 'BISA di Instagram',
      linkedin: 'BISA di LinkedIn',
      youtube: 'BISA di YouTube',
      facebook: 'BISA di Facebook',
      privacyPolicy: 'Kebijakan privasi',
      termsConditions: 'Syarat dan ketentuan',
      termsOfService: 'Ketentuan layanan',
      programs: 'Program',
      bisaForBusiness: 'BISA untuk Bisnis',
      allPrograms: 'Semua program',
      company: 'Perusahaan',
      ecosystem: 'Ekosistem',
      whatWeDo: 'Yang kami lakukan',
      legal: 'Ketentuan',
      provider: 'Penyelenggara pelatihan',
      address: 'Alamat',
      phone: 'Telepon',
      fax: 'Faks',
    },
    chat: {
      floating: 'Chat dengan kami di WhatsApp',
    },
    progress: {
      label: 'Memuat halaman',
    },
    online: {
      offline: 'Anda sedang offline. Halaman mungkin tidak termuat sampai koneksi kembali.',
      restored: 'Anda kembali online.',
    },
    offlinePage: {
      title: 'Anda sedang offline',
      body: 'Halaman ini belum tersimpan di perangkat ini. Periksa koneksi Anda lalu coba lagi; halaman yang sudah pernah Anda buka tetap bisa dibuka.',
      retry: 'Coba lagi',
      home: 'Ke halaman beranda',
    },
    pagination: {
      label: 'Halaman',
      previous: 'Halaman sebelumnya',
      next: 'Halaman berikutnya',
      page: 'Halaman %{page}',
    },
    error: {
      notFoundImage: 'Peta dengan jalur titik-titik yang berakhir di tanda tanya',
      // SPEC 8 gives this text in English only; every page speaks its own language, so here it is Indonesian.
      pageFailed: 'Terjadi kesalahan saat menampilkan halaman kesalahan',
    },
  },
  catalogue: catalogueId,
  cart: cartId,
  content: contentId,
  certification: certificationId,
  lspPages: lspPagesId,
  certificationPages: certificationPagesId,
  verify: verifyId,
  jobQueue: jobQueueId,
  siteAnalytics: siteAnalyticsId,
  siteLook: siteLookId,
  siteFind: siteFindId,
  locations: locationsId,
  jobs: jobsId,
  jobPages: jobPagesId,
  jobSeekerPages: jobSeekerPagesId,
  companyProfile: companyProfileId,
  jobProfile: jobProfileId,
  employerPages: employerPagesId,
  candidatePages: candidatePagesId,
  talentSource: talentSourceId,
  partnerRegistration: partnerRegistrationId,
  screeningTests: screeningTestsId,
  trainerDashboard: trainerDashboardId,
  classOps: classOpsId,
  learner: learnerId,
  studio: studioId,
  scorm: scormId,
  organisations: organisationsId,
  forms: formsId,
  orders: {
    created: 'Pesanan dibuat. Silakan bayar sebelum kedaluwarsa',
    cancelled: 'Pesanan dibatalkan',
    paid: 'Pembayaran diterima. Anda sudah terdaftar',
    paymentFailed: 'Pembayaran gagal. Pesanan masih menunggu pembayaran',
    illegalMove: 'Pesanan berstatus %{from} tidak dapat menjadi %{to}',
    cartItemMissing: 'Sebagian item yang dipilih sudah tidak ada di keranjang Anda',
    certificationNotPaid: 'Tidak ada pesanan lunas untuk sertifikasi ini',
    paidNotificationTitle: 'Pembayaran diterima',
    paidNotificationBody: 'Pesanan Anda sudah lunas dan program Anda siap di area belajar.',
  },
  checkout: checkoutId,
  invoice: invoiceId,
  payments: paymentsId,
  operator: operatorId,
  myPrograms: myProgramsId,
  transactions: transactionsId,
  calendarForum: calendarForumId,
};
