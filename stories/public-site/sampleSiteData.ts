import type { SiteData } from '../../public-site/src/siteData';

/** What the gateway would render into a page, for stories: sample contact info of a visitor not logged in. */
export const SAMPLE_SITE_DATA: SiteData = {
  loggedIn: false,
  contactInfo: {
    company: {
      name: 'PT Bina Insan Sukses Abadi',
      address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12190',
    },
    number: '6281234567890',
    message: {
      id: 'Halo BISA, saya ingin bertanya tentang program pelatihan dan sertifikasi.',
      en: 'Hello BISA, I would like to ask about your training and certification programs.',
    },
  },
};

export const LOGGED_IN_SITE_DATA: SiteData = { ...SAMPLE_SITE_DATA, loggedIn: true };

export const NO_CONTACT_SITE_DATA: SiteData = { loggedIn: false, contactInfo: null };

/** Story-level globals that pin a story to one language, whatever the toolbar says. */
export const INDONESIAN = { locale: 'id' } as const;
export const ENGLISH = { locale: 'en' } as const;
