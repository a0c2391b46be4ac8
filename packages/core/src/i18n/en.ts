import { lspPagesEn } from './lspPages.en';
import { certificationPagesEn } from './certificationPages.en';
import { verifyEn } from './verify.en';
import { jobQueueEn } from './jobQueue.en';
import { siteAnalyticsEn } from './siteAnalytics.en';
import { siteLookEn } from './siteLook.en';
import { siteFindEn } from './siteFind.en';
import { locationsEn } from './locations.en';
import { jobsEn } from './jobs.en';
import { jobPagesEn } from './jobPages.en';
import { jobSeekerPagesEn } from './jobSeekerPages.en';
import { companyProfileEn } from './companyProfile.en';
import { jobProfileEn } from './jobProfile.en';
import { candidatePagesEn } from './candidatePages.en';
import { talentSourceEn } from './talentSource.en';
import { partnerRegistrationEn } from './partnerRegistration.en';
import { employerPagesEn } from './employerPages.en';
import { certificationEn } from './certification.en';
import { screeningTestsEn } from './screeningTests.en';
import { trainerDashboardEn } from './trainerDashboard.en';
import { classOpsEn } from './classOps.en';
import { learnerEn } from './learner.en';
import { studioEn } from './studio.en';
import { scormEn } from './scorm.en';
import { calendarForumEn } from './calendarForum.en';
import { commonEn } from './common.en';
import { validationEn } from './validation.en';
import { errorsEn } from './errors.en';
import { messagesEn } from './messages.en';
import { notificationsEn } from './notifications.en';
import { memberEn } from './member.en';
import { menuEn } from './menu.en';
import { memberAreaEn } from './memberArea.en';
import { profileEn } from './profile.en';
import { catalogueEn } from './catalogue.en';
import { cartEn } from './cart.en';
import { contentEn } from './content.en';
import { organisationsEn } from './organisations.en';
import { formsEn } from './forms.en';
import { checkoutEn } from './checkout.en';
import { invoiceEn } from './invoice.en';
import { paymentsEn } from './payments.en';
import { operatorEn } from './operator.en';
import { myProgramsEn } from './myPrograms.en';
import { transactionsEn } from './transactions.en';
/** English catalog shared by the gateway and both apps. Keys mirror id.ts exactly (a unit test checks). */
export const en = {
  common: commonEn,
  validation: validationEn,
  errors: errorsEn,
  messages: messagesEn,
  mail: {
    confirmSubject: 'Confirm your e-mail address',
    confirmBody: 'Hello %{name},\n\nConfirm your e-mail address by opening this link:\n%{link}\n\nThe link is valid for 48 hours.',
    resetSubject: 'Reset your password',
    resetBody:
      'Hello %{name},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within 30 minutes:\n%{link}\n\nIf it was not you, ignore this e-mail; your password stays as it is.',
  },
  home: {
    title: 'Home',
    tagline: 'Vocational training, competency certification and job placement in one place.',
  },
  notifications: notificationsEn,
  auth: {
    loginTitle: 'Log in',
    loginDescription: 'Log in to your account to continue learning, certifying and finding work.',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    fullname: 'Full name',
    phone: 'Phone number (optional)',
    accountType: 'Account type',
    loginButton: 'Log in',
    noAccount: "Don't have an account?",
    registerLink: 'Register',
    forgotLink: 'Forgot password?',
    registerTitle: 'Register',
    registerDescription: 'Create an account to join training, certification and the job portal.',
    registerButton: 'Create account',
    haveAccount: 'Already have an account?',
    loginLink: 'Log in',
    registeredTitle: 'Check your e-mail',
    registeredText: 'We sent a confirmation link to %{email}. Open it to activate your account.',
    resend: 'Send the confirmation e-mail again',
    confirmTitle: 'E-mail confirmation',
    confirmDescription: 'Confirm the e-mail address of your BISA account.',
    confirmedText: 'Your e-mail address is confirmed. You can log in now.',
    confirmFailed: 'We could not confirm your e-mail address.',
    forgotTitle: 'Forgot password',
    forgotDescription: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
    forgotButton: 'Send reset link',
    resetTitle: 'Choose a new password',
    resetDescription: 'Enter a new password for your account.',
    newPassword: 'New password',
    resetButton: 'Save new password',
    missingToken: 'The link is incomplete. Open the link from your e-mail again.',
    accountTypes: {
      trainee: 'Trainee',
      trainer: 'Trainer',
      'content-creator': 'Content creator',
      lsp: 'Certification body (LSP)',
      'job-seeker': 'Job seeker',
      employer: 'Employer',
    },
  },
  member: memberEn,
  menu: menuEn,
  memberArea: memberAreaEn,
  profile: profileEn,
  site: {
    header: {
      logo: 'BISA, home page',
      mainNav: 'Main',
      menu: 'Menu',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      login: 'Log in',
      dashboard: 'Dashboard',
    },
    nav: {
      home: 'Home',
      program: 'Program',
      vocationalRoom: 'Vocational Room',
      forCorporate: 'BISA for Corporate',
      forEducation: 'BISA for Education',
      karyaBisa: 'Karya BISA',
      womenProgram: 'Perempuan BISA',
      comingSoon: 'Coming soon',
      aboutUs: 'About us',
      ourStory: 'Our story',
      news: 'News',
      contactUs: 'Contact us',
      newTab: '(opens in a new tab)',
    },
    footer: {
      links: 'Footer',
      downloadApp: 'Download the app',
      googlePlay: 'Get it on Google Play',
      appStore: 'Download on the App Store',
      followUs: 'Follow us',
      instagram: 'BISA on Instagram',
      linkedin: 'BISA on LinkedIn',
      youtube: 'BISA on YouTube',
      facebook: 'BISA on Facebook',
      privacyPolicy: 'Privacy policy',
      termsConditions: 'Terms and conditions',
      termsOfService: 'Terms of service',
      programs: 'Programs',
      bisaForBusiness: 'BISA for Business',
      allPrograms: 'All programs',
      company: 'Company',
      ecosystem: 'Ecosystem',
      whatWeDo: 'What we do',
      legal: 'Legal',
      provider: 'Training provider',
      address: 'Address',
      phone: 'Phone',
      fax: 'Fax',
    },
    chat: {
      floating: 'Chat with us on WhatsApp',
    },
    progress: {
      label: 'Loading the page',
    },
    online: {
      offline: 'You are offline. Pages may not load until the connection is back.',
      restored: 'You are back online.',
    },
    offlinePage: {
      title: 'You are offline',
      body: 'This page has not been saved on this device yet. Check your connection and try again; the pages you have already opened still work.',
      retry: 'Try again',
      home: 'Go to the home page',
    },
    pagination: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page %{page}',
    },
    error: {
      notFoundImage: 'A map with a dotted path that ends at a question mark',
      // SPEC 8 gives this text in English only, like its siblings in common: shown as given in both locales.
      pageFailed: 'An error occurred while showing the error page',
    },
  },
  catalogue: catalogueEn,
  cart: cartEn,
  content: contentEn,
  certification: certificationEn,
  lspPages: lspPagesEn,
  certificationPages: certificationPagesEn,
  verify: verifyEn,
  jobQueue: jobQueueEn,
  siteAnalytics: siteAnalyticsEn,
  siteLook: siteLookEn,
  siteFind: siteFindEn,
  locations: locationsEn,
  jobs: jobsEn,
  jobPages: jobPagesEn,
  jobSeekerPages: jobSeekerPagesEn,
  companyProfile: companyProfileEn,
  jobProfile: jobProfileEn,
  employerPages: employerPagesEn,
  candidatePages: candidatePagesEn,
  talentSource: talentSourceEn,
  partnerRegistration: partnerRegistrationEn,
  screeningTests: screeningTestsEn,
  trainerDashboard: trainerDashboardEn,
  classOps: classOpsEn,
  learner: learnerEn,
  studio: studioEn,
  scorm: scormEn,
  calendarForum: calendarForumEn,
  organisations: organisationsEn,
  forms: formsEn,
  orders: {
    created: 'Order created. Please pay it before it expires',
    cancelled: 'Order cancelled',
    paid: 'Payment received. You are enrolled',
    paymentFailed: 'The payment failed. The order still awaits payment',
    illegalMove: 'An order that is %{from} cannot become %{to}',
    cartItemMissing: 'Some of the chosen items are no longer in your cart',
    certificationNotPaid: 'No paid order holds this certification',
    paidNotificationTitle: 'Payment received',
    paidNotificationBody: 'Your order is paid and your programs are ready in your learning area.',
  },
  checkout: checkoutEn,
  invoice: invoiceEn,
  payments: paymentsEn,
  operator: operatorEn,
  myPrograms: myProgramsEn,
  transactions: transactionsEn,
} as const;
